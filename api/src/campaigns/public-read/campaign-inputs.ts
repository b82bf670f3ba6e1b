import { z } from "zod";
import { sessionIdSchema, shortIdParam } from "@twend/shared";

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
