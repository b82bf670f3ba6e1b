import { LIMITS } from "@twend/shared";
import { z } from "zod";

/**
 * Where a Twend's link-preview card is served: stable for a version of the
 * Twend, and a new address after an edit, because platforms cache a card by its URL.
 */
export function previewCardPath(shortId: string, version: string): string {
  return `/og/campaign/${shortId}.png?v=${version}`;
}

/** `/og/campaign/{short_id}.png?v={version}`; a well-formed but outdated version is answered with a redirect, not refused. */
export const previewCardInput = z.object({
  file: z
    .string()
    .regex(new RegExp(`^[a-zA-Z0-9-]{1,${LIMITS.shortId.max}}\\.png$`), "the card's address is /og/campaign/{short_id}.png")
    .transform((file) => file.slice(0, -".png".length).toLowerCase()),
  v: z
    .string()
    .max(64, "v must be at most 64 characters")
    .regex(/^[a-z0-9]+$/, "v must be letters and digits")
    .optional(),
});
