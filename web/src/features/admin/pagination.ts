import type { Pagination } from "@twend/shared";
import { formatInteger } from "../../lib/format.ts";
import { ADMIN_SCREEN_MESSAGES } from "./admin-messages.ts";

/** The spec shows the footer only when there is more than one page. */
export function hasPages(pagination: Pagination): boolean {
  return pagination.totalPages > 1;
}

/** 'Showing X to Y of Z results' for the page the server answered with; the last page ends at the total. */
export function showingText({ page, limit, total }: Pagination): string {
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return ADMIN_SCREEN_MESSAGES.showing.replace("{from}", formatInteger(from)).replace("{to}", formatInteger(to)).replace("{total}", formatInteger(total));
}

/** 'Page x of n'. */
export function pageOfText({ page, totalPages }: Pagination): string {
  return ADMIN_SCREEN_MESSAGES.pageOf.replace("{page}", formatInteger(page)).replace("{pages}", formatInteger(totalPages));
}
