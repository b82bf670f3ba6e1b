import { z } from "zod";
import { recordId, text } from "./safe-input.ts";
import { sessionIdSchema } from "./schemas.ts";
import { between, maxChars } from "./schema-checks.ts";
import { PHOTO_ROTATION } from "./constants.ts";
import { fillTemplate, refusal, SCHEMA_MESSAGES } from "./schema-messages.ts";

const campaignId = recordId("campaign_id");

/** POST /api/track-action: what a visitor did with a finished DP. */
export const trackActionInput = z.object({
  session_id: sessionIdSchema,
  campaign_id: campaignId,
  action: z.enum(["download", "share"], fillTemplate(SCHEMA_MESSAGES.notEither, { field: "action", first: "download", second: "share" })),
});
export type TrackActionInput = z.infer<typeof trackActionInput>;

/**
 * POST /api/track-generation: a DP the visitor's own browser drew. Only what counting needs:
 * the photo and the name stay on the device.
 */
export const trackGenerationInput = z.object({
  session_id: sessionIdSchema,
  campaign_id: campaignId,
});
export type TrackGenerationInput = z.infer<typeof trackGenerationInput>;

const photoOffset = (field: string) => z.number(refusal(SCHEMA_MESSAGES.notNumber, field));

/**
 * The visitor's zoom (1-4), pan and turn of their photo, as @twend/composition's PhotoTransform
 * takes them. The pan is in fractions of the photo window's shorter side (the avatar slot, or an
 * overlay frame's whole background); it is not bounded here because how far the photo may move
 * depends on its shape and the zoom, and the drawing clamps it so the photo still covers the window.
 */
export const photoTransformInput = z.object({
  zoom: z.number(refusal(SCHEMA_MESSAGES.notNumber, "zoom")).check(...between("zoom", { min: 1, max: 4 })),
  offsetX: photoOffset("offsetX"),
  offsetY: photoOffset("offsetY"),
  /** Absent: 0. */
  rotation: z
    .number(refusal(SCHEMA_MESSAGES.notNumber, "rotation"))
    .check(...between("rotation", PHOTO_ROTATION))
    .optional(),
});

/** POST /api/generate-dp; `photo_transform` is ours, beyond the spec's payload. */
export const generateDpInput = z.object({
  campaign_id: campaignId,
  user_name: text(refusal(SCHEMA_MESSAGES.notText, "user_name")).trim().check(maxChars("user_name", 100)).default(""),
  photo_url: text(refusal(SCHEMA_MESSAGES.required, "photo_url")).min(1, refusal(SCHEMA_MESSAGES.required, "photo_url")),
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
