import { z } from "zod";
import { recordId, text } from "./safe-input.ts";
import { sessionIdSchema } from "./schemas.ts";

const campaignId = recordId("campaign_id");

/** POST /api/track-action: what a visitor did with a finished DP. */
export const trackActionInput = z.object({
  session_id: sessionIdSchema,
  campaign_id: campaignId,
  action: z.enum(["download", "share"], "action must be download or share"),
});
export type TrackActionInput = z.infer<typeof trackActionInput>;

/** The visitor's zoom (1-4) and pan (fractions of the slot) of their photo. */
export const photoTransformInput = z.object({
  zoom: z.number().min(1).max(4),
  offsetX: z.number().min(-1).max(1),
  offsetY: z.number().min(-1).max(1),
});

/** POST /api/generate-dp; `photo_transform` is ours, beyond the spec's payload. */
export const generateDpInput = z.object({
  campaign_id: campaignId,
  user_name: text("user_name must be text").trim().max(100, "user_name must be at most 100 characters").default(""),
  photo_url: text("photo_url is required").min(1, "photo_url is required"),
  session_id: sessionIdSchema,
  photo_transform: photoTransformInput.optional(),
});
export type GenerateDpInput = z.infer<typeof generateDpInput>;

export type RenderStatus = "queued" | "active" | "done" | "failed";

export interface DpRenderDto {
  render_id: string;
  status: RenderStatus;
  result_url: string | null;
}
