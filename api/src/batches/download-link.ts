import { createHmac, timingSafeEqual } from "node:crypto";
import { BATCH_LIMITS } from "@twend/shared";

const HOUR_MS = 60 * 60 * 1000;

export interface DownloadLink {
  url: string;
  expiresAt: Date;
}

function signature(secret: string, batchId: string, expires: number): string {
  return createHmac("sha256", secret).update(`batch-zip:${batchId}:${expires}`).digest("base64url");
}

/**
 * A link to a finished batch's ZIP that works without the creator's session (a download manager,
 * another device) until it expires: `linkHours` from now, rounded up to the hour so the link a
 * polling screen gets stays the same, and never past the batch's own expiry.
 */
export function signDownloadLink(secret: string, batchId: string, batchExpiresAt: Date, now = Date.now()): DownloadLink {
  const expiresMs = Math.min(Math.ceil((now + BATCH_LIMITS.linkHours * HOUR_MS) / HOUR_MS) * HOUR_MS, batchExpiresAt.getTime());
  const expires = Math.floor(expiresMs / 1000);
  return { url: `/api/batches/${batchId}/dps.zip?expires=${expires}&signature=${signature(secret, batchId, expires)}`, expiresAt: new Date(expires * 1000) };
}

export type LinkCheck = "valid" | "expired" | "invalid";

/** Whether a link's signature is ours and it has not expired; an expired link says so, a forged one does not. */
export function checkDownloadLink(secret: string, batchId: string, expires: number, given: string, now = Date.now()): LinkCheck {
  const expected = Buffer.from(signature(secret, batchId, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return "invalid";
  return expires * 1000 > now ? "valid" : "expired";
}
