import { BATCH_LIMITS } from "@twend/shared";

/** The ZIP travels as base64 (four bytes for every three) beside a CSV of at most its own limit. */
export const BATCH_BODY_LIMIT = Math.ceil((BATCH_LIMITS.zipBytes * 4) / 3) + BATCH_LIMITS.csvBytes + 64 * 1024;
