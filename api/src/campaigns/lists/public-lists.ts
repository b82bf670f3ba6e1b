import type { BrowsePage, CampaignCard, CampaignSuggestion } from "@twend/shared";
import { createTtlMemo, type TtlMemo } from "./ttl-memo.ts";

/** '{n} Twends found' may lag new Twends by this much; a broad search's count costs more than its page. */
export const BROWSE_TOTAL_TTL_MS = 30_000;
/**
 * A browse page (search, category, sort, limit and cursor alike): the same for every visitor who
 * asks it, so a popular search's pages are computed once per few seconds; new Twends and view
 * counts may show that much later. The match count keeps its own, longer BROWSE_TOTAL_TTL_MS.
 */
export const BROWSE_PAGE_TTL_MS = 10_000;
/**
 * How many browse pages are kept: each holds a page of cards (tens of KB), and every distinct
 * search or cursor is a new key, so the bound is what keeps a crawler from filling the memory.
 */
const BROWSE_PAGES_KEPT = 500;
/** The home page's trending and latest cards: the same for every visitor, and their view counts may lag a little. */
export const HOME_CARDS_TTL_MS = 10_000;
/** The search box's suggestions: many visitors type the same first letters, and a new Twend may be offered a few seconds late. */
export const SUGGESTIONS_TTL_MS = 10_000;

export interface PublicLists {
  browseTotals: TtlMemo<number>;
  browsePages: TtlMemo<BrowsePage>;
  homeCards: TtlMemo<CampaignCard[]>;
  suggestions: TtlMemo<CampaignSuggestion[]>;
  /** A Twend was created, edited or deleted in this process: its lists are computed afresh. */
  clear(): void;
}

export function createPublicLists(): PublicLists {
  const browseTotals = createTtlMemo<number>(BROWSE_TOTAL_TTL_MS);
  const browsePages = createTtlMemo<BrowsePage>(BROWSE_PAGE_TTL_MS, BROWSE_PAGES_KEPT);
  const homeCards = createTtlMemo<CampaignCard[]>(HOME_CARDS_TTL_MS, 200);
  const suggestions = createTtlMemo<CampaignSuggestion[]>(SUGGESTIONS_TTL_MS);
  return {
    browseTotals,
    browsePages,
    homeCards,
    suggestions,
    clear() {
      browseTotals.clear();
      browsePages.clear();
      homeCards.clear();
      suggestions.clear();
    },
  };
}
