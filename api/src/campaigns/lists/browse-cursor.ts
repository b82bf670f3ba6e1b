import type { BrowseSort } from "@twend/shared";
import { z } from "zod";
import { HttpError } from "../../http/http-error.ts";

/**
 * Where a page ended: the last card's relevance (a search's pages only), its sort value and id
 * (the tie-breaker).
 */
export type BrowsePosition = ({ sort: "newest"; createdAt: Date; id: number } | { sort: "trending" | "popular"; totalViews: number; id: number }) & {
  relevance: number | null;
};

const payload = z.union([
  z.tuple([z.union([z.string(), z.number()]), z.number().int()]),
  z.tuple([z.union([z.string(), z.number()]), z.number().int(), z.number().int()]),
]);

export function encodeBrowseCursor(position: BrowsePosition): string {
  const value = position.sort === "newest" ? position.createdAt.toISOString() : position.totalViews;
  const parts = position.relevance === null ? [value, position.id] : [value, position.id, position.relevance];
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

/**
 * The position a cursor names, for the sort it is used with and whether a search is on; a cursor
 * from another sort, from a search used without one (or the other way round) or a forged one is refused.
 */
export function decodeBrowseCursor(cursor: string, sort: BrowseSort, searching: boolean): BrowsePosition {
  const invalid = () => new HttpError(400, "cursor: cursor is not valid");
  let parsed: z.infer<typeof payload>;
  try {
    parsed = payload.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw invalid();
  }
  const [value, id, relevance = null] = parsed;
  if ((relevance !== null) !== searching) throw invalid();
  if (sort === "newest") {
    const createdAt = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(createdAt.getTime())) throw invalid();
    return { sort, createdAt, id, relevance };
  }
  if (typeof value !== "number" || !Number.isInteger(value)) throw invalid();
  return { sort, totalViews: value, id, relevance };
}
