import type { Pagination } from "@twend/shared";

/** The spec's pagination object for a page of a table of `total` rows. */
export function pageOf(query: { page: number; limit: number }, total: number): Pagination {
  return { page: query.page, limit: query.limit, total, totalPages: Math.max(1, Math.ceil(total / query.limit)) };
}
