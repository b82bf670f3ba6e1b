import { BATCH_LIMITS, BATCH_MESSAGES, fillTemplate, MB } from "@twend/shared";
import type { UploadMeta } from "../trpc/operation-meta.ts";

/** The ZIP travels as base64 (four bytes for every three) beside a CSV of at most its own limit. */
export const BATCH_BODY_LIMIT = Math.ceil((BATCH_LIMITS.zipBytes * 4) / 3) + BATCH_LIMITS.csvBytes + 64 * 1024;

/** The SPA sends the ZIP as bytes instead, streamed to disk within the same limit. */
export const BATCH_ZIP_UPLOAD: UploadMeta = {
  field: "photos_zip",
  maxBytes: BATCH_LIMITS.zipBytes,
  tooLarge: fillTemplate(BATCH_MESSAGES.zipTooLarge, { max: BATCH_LIMITS.zipBytes / MB }),
};
