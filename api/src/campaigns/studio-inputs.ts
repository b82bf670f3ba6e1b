import { z } from "zod";

export const campaignIdParam = z.object({
  id: z.coerce.number("id must be a positive whole number").int("id must be a positive whole number").positive("id must be a positive whole number").max(2_147_483_647, "id is too large"),
});

/** A 10 MB background is about 13.4 MB as base64; the rest of the form is small. */
export const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;
