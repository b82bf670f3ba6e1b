import { z } from "zod";
import { LIMITS, sessionIdSchema, shortIdParam } from "@twend/shared";

/** Where a visitor came from. Tracking must never fail a page, so a malformed value is dropped, not refused. */
export const viewSourceSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(100)
  .regex(/^[a-z0-9][a-z0-9._-]*$/)
  .optional()
  .catch(undefined);

export const publicCampaignInput = z.object({
  shortId: shortIdParam,
  sessionId: sessionIdSchema.optional(),
  source: viewSourceSchema,
});

/** A view of a Twend page the server rendered: only a visitor session can count one. */
export const publicViewInput = publicCampaignInput.extend({ sessionId: sessionIdSchema });

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
