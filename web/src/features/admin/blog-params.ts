import { ADMIN_BLOG_SORTS, ADMIN_SORT_ORDERS, BLOG_ADMIN_CATEGORIES } from "@twend/shared";
import { type AdminListState, type AdminSortOrder, readListState, toListQuery, writeListState } from "./admin-params.ts";

export type AdminBlogCategory = (typeof BLOG_ADMIN_CATEGORIES)[number];
export type AdminBlogSort = (typeof ADMIN_BLOG_SORTS)[number];

/** /admin/blog?q=&category=&sort=&order=&page= */
export interface AdminBlogState extends AdminListState {
  /** "" is All, which the API takes as an empty category (spec). */
  category: AdminBlogCategory | "";
  sortBy: AdminBlogSort;
  sortOrder: AdminSortOrder;
}

export const DEFAULT_BLOG_STATE: AdminBlogState = { q: "", page: 1, category: "", sortBy: "created_at", sortOrder: "desc" };

function oneOf<T extends string>(options: readonly T[], value: string | null): T | undefined {
  return options.find((option) => option === value);
}

/** Anything unknown in the URL (an old link, a hand edit) falls back to the default rather than failing. */
export function readBlogState(params: URLSearchParams): AdminBlogState {
  return {
    ...readListState(params),
    category: oneOf(BLOG_ADMIN_CATEGORIES, params.get("category")) ?? DEFAULT_BLOG_STATE.category,
    sortBy: oneOf(ADMIN_BLOG_SORTS, params.get("sort")) ?? DEFAULT_BLOG_STATE.sortBy,
    sortOrder: oneOf(ADMIN_SORT_ORDERS, params.get("order")) ?? DEFAULT_BLOG_STATE.sortOrder,
  };
}

/** `params` with `changes` applied; search and paging follow the shared list rules (any other change returns to page 1). */
export function writeBlogState(params: URLSearchParams, changes: Partial<AdminBlogState>): URLSearchParams {
  const listChanges: Partial<AdminListState> = {};
  if (changes.q !== undefined) listChanges.q = changes.q;
  if (changes.page !== undefined) listChanges.page = changes.page;
  const next = writeListState(params, listChanges);
  const state = { ...readBlogState(params), ...changes };
  const values: Record<string, string | null> = {
    category: state.category === "" ? null : state.category,
    sort: state.sortBy === DEFAULT_BLOG_STATE.sortBy ? null : state.sortBy,
    order: state.sortOrder === DEFAULT_BLOG_STATE.sortOrder ? null : state.sortOrder,
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** True when a search or filter narrows the list, which decides what the empty state says. */
export function isBlogListFiltered(state: AdminBlogState): boolean {
  return state.q.trim() !== "" || state.category !== "";
}

/** The input of admin.blog.list; the category goes out empty for All (spec). */
export function toBlogQuery(state: AdminBlogState) {
  return { ...toListQuery(state), category: state.category, sortBy: state.sortBy, sortOrder: state.sortOrder };
}
