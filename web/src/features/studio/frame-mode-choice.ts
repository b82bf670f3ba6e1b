import type { FrameMode } from "@twend/shared";

/** What the studio does once it knows whether a newly loaded background has a transparent window. */
export interface FrameModeChoice {
  mode: FrameMode;
  /** Show the notice asking whether the artwork should be a frame over the photo. */
  propose: boolean;
}

/**
 * The frame style for a background just measured. Artwork with a window is proposed as a
 * frame over the photo, already chosen on a new Twend, only offered on a stored one; a frame
 * over the photo stays as it is. Opaque artwork is a photo slot: drawn over the photo it would
 * hide it entirely.
 */
export function frameModeForBackground(transparent: boolean, current: FrameMode, isNewCampaign: boolean): FrameModeChoice {
  if (!transparent) return { mode: "slot", propose: false };
  if (current === "overlay") return { mode: "overlay", propose: false };
  return { mode: isNewCampaign ? "overlay" : "slot", propose: true };
}
