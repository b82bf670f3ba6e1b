import type { BrowseSort } from "@twend/shared";
import { z } from "zod";
import { HttpError } from "../../http/http-error.ts";

/** Where a page ended: the last card's sort value and id (the tie-breaker). */
export type BrowsePosition = { sort: "newest"; createdAt: Date; id: number } | { sort: "trending" | "popular"; totalViews: number; id: number };

const payload = z.tuple([z.union([z.string(), z.number()]), z.number().int()]);

export function encodeBrowseCursor(position: BrowsePosition): string {
  const value = position.sort === "newest" ? position.createdAt.toISOString() : position.totalViews;
  return Buffer.from(JSON.stringify([value, position.id])).toString("base64url");
}

/** The position a cursor names, for the sort it is used with; a cursor from another sort or a forged one is refused. */
export function decodeBrowseCursor(cursor: string, sort: BrowseSort): BrowsePosition {
  const invalid = () => new HttpError(400, "cursor: cursor is not valid");
  let parsed: z.infer<typeof payload>;
  try {
    parsed = payload.parse(JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")));
  } catch {
    throw invalid();
  }
  const [value, id] = parsed;
  if (sort === "newest") {
    const createdAt = typeof value === "string" ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(createdAt.getTime())) throw invalid();
    return { sort, createdAt, id };
  }
  if (typeof value !== "number" || !Number.isInteger(value)) throw invalid();
  return { sort, totalViews: value, id };
}
