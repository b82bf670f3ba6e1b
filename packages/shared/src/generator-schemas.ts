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

/** The turn a visitor may give their photo, in degrees clockwise. */
export const PHOTO_ROTATION = { min: -180, max: 180 } as const;

const photoOffset = (field: string) => z.number(`${field} must be a number`);

/**
 * The visitor's zoom (1-4), pan and turn of their photo, as @twend/composition's PhotoTransform
 * takes them. The pan is in fractions of the photo window's shorter side (the avatar slot, or an
 * overlay frame's whole background); it is not bounded here because how far the photo may move
 * depends on its shape and the zoom, and the drawing clamps it so the photo still covers the window.
 */
export const photoTransformInput = z.object({
  zoom: z.number("zoom must be a number").min(1, "zoom must be between 1 and 4").max(4, "zoom must be between 1 and 4"),
  offsetX: photoOffset("offsetX"),
  offsetY: photoOffset("offsetY"),
  /** Absent: 0. */
  rotation: z
    .number("rotation must be a number")
    .min(PHOTO_ROTATION.min, `rotation must be between ${PHOTO_ROTATION.min} and ${PHOTO_ROTATION.max}`)
    .max(PHOTO_ROTATION.max, `rotation must be between ${PHOTO_ROTATION.min} and ${PHOTO_ROTATION.max}`)
    .optional(),
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
