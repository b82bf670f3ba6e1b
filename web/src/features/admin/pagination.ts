import type { Pagination } from "@twend/shared";
import { formatInteger } from "../../lib/format.ts";
import { ADMIN_SCREEN_MESSAGES } from "./admin-messages.ts";

/** The spec shows the footer only when there is more than one page. */
export function hasPages(pagination: Pagination): boolean {
  return pagination.totalPages > 1;
}

/** 'Showing X to Y of Z results' for the page the server answered with; the last page ends at the total. */
export function showingText(locale: string, { page, limit, total }: Pagination): string {
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  return ADMIN_SCREEN_MESSAGES.showing
    .replace("{from}", formatInteger(locale, from))
    .replace("{to}", formatInteger(locale, to))
    .replace("{total}", formatInteger(locale, total));
}

/** 'Page x of n'. */
export function pageOfText(locale: string, { page, totalPages }: Pagination): string {
  return ADMIN_SCREEN_MESSAGES.pageOf.replace("{page}", formatInteger(locale, page)).replace("{pages}", formatInteger(locale, totalPages));
}
