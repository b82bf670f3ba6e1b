import { createHash, randomBytes } from "node:crypto";

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** 256 random bits, URL-safe: the part of the link that proves the mail was read. */
export function newResetToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only this digest is stored, so a leaked table opens no account. */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
