import { blogListQuerySchema, sessionIdSchema, text } from "@twend/shared";
import { z } from "zod";

export const slugParam = z.object({ slug: text().trim().min(1).max(120, "slug must be at most 120 characters") });

/**
 * GET /api/blog/posts's query. The SPA's 'Load More' pages through tRPC's infinite query,
 * which sends the page number as `cursor`; a cursor wins over `page`.
 */
export const blogListInput = blogListQuerySchema.unwrap().extend({
  cursor: z.coerce.number<number>({ message: "cursor must be a number" }).int("cursor must be a whole number").min(1, "cursor must be at least 1").optional(),
});

/** A read of a post, counted once per visitor session when the session is named. */
export const postViewInput = slugParam.extend({ session_id: sessionIdSchema.optional() });
