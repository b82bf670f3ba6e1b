import { LIMITS, MESSAGES, recordIdParam } from "@twend/shared";
import type { UploadMeta } from "../../trpc/operation-meta.ts";
import { z } from "zod";

export const campaignIdParam = z.object({
  id: recordIdParam("id"),
});

/** A 10 MB background is about 13.4 MB as base64; the rest of the form is small. */
export const UPLOAD_BODY_LIMIT = 15 * 1024 * 1024;

/** The SPA sends a new background as bytes instead, streamed to disk within the spec's limit. */
export const BACKGROUND_UPLOAD: UploadMeta = { field: "background_image_url", maxBytes: LIMITS.backgroundBytes, tooLarge: MESSAGES.backgroundTooLarge };
