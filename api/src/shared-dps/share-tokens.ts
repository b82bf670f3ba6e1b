import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 12 random bytes: 16 URL-safe characters, too many to guess or enumerate (pages are unlisted). */
export const newShareId = (): string => randomBytes(12).toString("base64url");

/** The secret that lets the creator delete the page: 32 random bytes, shown once, never stored. */
export const newDeleteToken = (): string => randomBytes(32).toString("base64url");

/** What is stored instead of the token, so a database leak cannot delete anyone's page. */
export const hashDeleteToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Constant-time comparison of a presented token with the stored hash. */
export function deleteTokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashDeleteToken(token), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}
