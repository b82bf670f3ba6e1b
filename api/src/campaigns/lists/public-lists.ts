import type { CampaignCard } from "@twend/shared";
import { createTtlMemo, type TtlMemo } from "./ttl-memo.ts";

/** '{n} Twends found' may lag new Twends by this much; a broad search's count costs more than its page. */
export const BROWSE_TOTAL_TTL_MS = 30_000;
/** The home page's trending and latest cards: the same for every visitor, and their view counts may lag a little. */
export const HOME_CARDS_TTL_MS = 10_000;

export interface PublicLists {
  browseTotals: TtlMemo<number>;
  homeCards: TtlMemo<CampaignCard[]>;
  /** A Twend was created, edited or deleted in this process: its lists are computed afresh. */
  clear(): void;
}

export function createPublicLists(): PublicLists {
  const browseTotals = createTtlMemo<number>(BROWSE_TOTAL_TTL_MS);
  const homeCards = createTtlMemo<CampaignCard[]>(HOME_CARDS_TTL_MS, 200);
  return {
    browseTotals,
    homeCards,
    clear() {
      browseTotals.clear();
      homeCards.clear();
    },
  };
}
