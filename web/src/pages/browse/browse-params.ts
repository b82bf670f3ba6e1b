import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  BROWSE_PAGE_SIZE,
  BROWSE_SEARCH_MAX,
  BROWSE_SORTS,
  CAMPAIGN_CATEGORIES,
  BROWSE_MESSAGES,
  type BrowseQuery,
  type BrowseSort,
  type CampaignCategory,
} from "@twend/shared";
import { categoryLabel } from "../../components/campaigns/category-labels.ts";
import { formatInteger } from "../../lib/format.ts";

export const BROWSE_VIEWS = ["grid", "list"] as const;
export type BrowseView = (typeof BROWSE_VIEWS)[number];

/** What /browse shows, kept in its query (`?q=&category=&sort=&view=`) so a filtered view can be shared and survives a reload. */
export interface BrowseState {
  /** As typed, spaces included, so the box never loses what the visitor is still typing. */
  q: string;
  category: CampaignCategory | null;
  sort: BrowseSort;
  view: BrowseView;
}

/** The spec's sort names (BROWSE_SORT_LABELS, in English), in the visitor's language. */
export const BROWSE_SORT_NAMES: Record<BrowseSort, MessageDescriptor> = {
  trending: msg`Most Trending`,
  newest: msg`Newest First`,
  popular: msg`Most Popular`,
};

/** Browsing opens on what is hot (spec: Most Trending first), unlike the API, whose default is newest. */
export const DEFAULT_BROWSE_STATE: BrowseState = { q: "", category: null, sort: "trending", view: "grid" };

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** Anything unknown (an old link, a hand-edited URL) falls back to the default rather than failing. */
export function readBrowseParams(params: URLSearchParams): BrowseState {
  return {
    q: (params.get("q") ?? "").slice(0, BROWSE_SEARCH_MAX),
    category: oneOf(CAMPAIGN_CATEGORIES, params.get("category")) ?? DEFAULT_BROWSE_STATE.category,
    sort: oneOf(BROWSE_SORTS, params.get("sort")) ?? DEFAULT_BROWSE_STATE.sort,
    view: oneOf(BROWSE_VIEWS, params.get("view")) ?? DEFAULT_BROWSE_STATE.view,
  };
}

/**
 * `params` with `changes` applied. Defaults are left out, so a plain /browse stays plain and
 * equal views share one URL; parameters that are not the page's own (campaign tags) are kept.
 */
export function writeBrowseParams(params: URLSearchParams, changes: Partial<BrowseState>): URLSearchParams {
  const state = { ...readBrowseParams(params), ...changes };
  const next = new URLSearchParams(params);
  const values: Record<keyof BrowseState, string | null> = {
    q: state.q.trim() === "" ? null : state.q.slice(0, BROWSE_SEARCH_MAX),
    category: state.category,
    sort: state.sort === DEFAULT_BROWSE_STATE.sort ? null : state.sort,
    view: state.view === DEFAULT_BROWSE_STATE.view ? null : state.view,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** True when a search or category narrows the list, which decides what the empty state says. */
export function isFiltered(state: BrowseState): boolean {
  return state.q.trim() !== "" || state.category !== null;
}

/** The API's input for the state's first page; the view is presentation only, so switching it refetches nothing. */
export function toBrowseQuery(state: BrowseState): BrowseQuery {
  const search = state.q.trim();
  return {
    sort: state.sort,
    limit: BROWSE_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(state.category ? { category: state.category } : {}),
  };
}

/**
 * The spec's count line: '{n} Twends found', plus ' in {category}' when one is chosen, in the
 * visitor's language; a search's capped count reads '500+'.
 */
export function browseCountLine(i18n: I18n, page: { total: number; total_capped: boolean }, category: CampaignCategory | null): string {
  const n = formatInteger(i18n.locale, page.total) + (page.total_capped ? "+" : "");
  const found = i18n._(BROWSE_MESSAGES.count, { n });
  return category ? found + i18n._(BROWSE_MESSAGES.countInCategory, { category: categoryLabel(i18n, category) }) : found;
}
