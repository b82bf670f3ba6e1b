import { ADMIN_CAMPAIGN_CATEGORIES, ADMIN_CAMPAIGN_SORTS, ADMIN_SORT_ORDERS, LIMITS } from "@twend/shared";

export type AdminCampaignCategory = (typeof ADMIN_CAMPAIGN_CATEGORIES)[number];
export type AdminCampaignSort = (typeof ADMIN_CAMPAIGN_SORTS)[number];
export type AdminSortOrder = (typeof ADMIN_SORT_ORDERS)[number];

/** Shared by both tables: what is searched and which page is shown. */
export interface AdminListState {
  /** As typed, so the box keeps what the admin is still typing. */
  q: string;
  page: number;
}

/** /admin/campaigns?q=&category=&sort=&order=&reported=1&page= */
export interface AdminCampaignState extends AdminListState {
  /** "" is All, which the API takes as an empty category (spec). */
  category: AdminCampaignCategory | "";
  sortBy: AdminCampaignSort;
  sortOrder: AdminSortOrder;
  reported: boolean;
}

/** The server refuses longer searches, so the box never builds one. */
export const ADMIN_SEARCH_MAX = 100;

export const DEFAULT_CAMPAIGN_STATE: AdminCampaignState = { q: "", page: 1, category: "", sortBy: "created_at", sortOrder: "desc", reported: false };

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Anything unknown in the URL (an old link, a hand edit) falls back to the default rather than failing. */
export function readListState(params: URLSearchParams): AdminListState {
  return { q: (params.get("q") ?? "").slice(0, ADMIN_SEARCH_MAX), page: readPage(params.get("page")) };
}

export function readCampaignState(params: URLSearchParams): AdminCampaignState {
  return {
    ...readListState(params),
    category: oneOf(ADMIN_CAMPAIGN_CATEGORIES, params.get("category")) ?? DEFAULT_CAMPAIGN_STATE.category,
    sortBy: oneOf(ADMIN_CAMPAIGN_SORTS, params.get("sort")) ?? DEFAULT_CAMPAIGN_STATE.sortBy,
    sortOrder: oneOf(ADMIN_SORT_ORDERS, params.get("order")) ?? DEFAULT_CAMPAIGN_STATE.sortOrder,
    reported: params.get("reported") === "1",
  };
}

/**
 * `params` with `changes` applied, defaults left out so a plain table keeps a plain URL. Any change
 * but the page itself goes back to page 1: page 3 of another filter is a page nobody asked for.
 */
function writeState<S extends AdminListState>(
  params: URLSearchParams,
  current: S,
  changes: Partial<S>,
  entries: (state: S) => Record<string, string | null>,
): URLSearchParams {
  const state: S = { ...current, ...changes, page: changes.page ?? 1 };
  const next = new URLSearchParams(params);
  const values: Record<string, string | null> = {
    q: state.q.trim() === "" ? null : state.q.slice(0, ADMIN_SEARCH_MAX),
    page: state.page === 1 ? null : String(state.page),
    ...entries(state),
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

export function writeListState(params: URLSearchParams, changes: Partial<AdminListState>): URLSearchParams {
  return writeState(params, readListState(params), changes, () => ({}));
}

export function writeCampaignState(params: URLSearchParams, changes: Partial<AdminCampaignState>): URLSearchParams {
  return writeState(params, readCampaignState(params), changes, (state) => ({
    category: state.category === "" ? null : state.category,
    sort: state.sortBy === DEFAULT_CAMPAIGN_STATE.sortBy ? null : state.sortBy,
    order: state.sortOrder === DEFAULT_CAMPAIGN_STATE.sortOrder ? null : state.sortOrder,
    reported: state.reported ? "1" : null,
  }));
}

/** True when a search or filter narrows the list, which decides what the empty state says. */
export function isCampaignListFiltered(state: AdminCampaignState): boolean {
  return state.q.trim() !== "" || state.category !== "" || state.reported;
}

/** The input of admin.users (page, limit=20, search), which the Twend table's extends. */
export function toListQuery(state: AdminListState) {
  return { page: state.page, limit: LIMITS.adminPageSize, search: state.q.trim() };
}

/** The input of admin.campaigns: the category empty for All (spec), `reported` worded as the documented query string words it. */
export function toCampaignQuery(state: AdminCampaignState) {
  const reported = state.reported ? "true" : "false";
  return { ...toListQuery(state), category: state.category, sortBy: state.sortBy, sortOrder: state.sortOrder, reported } as const;
}
