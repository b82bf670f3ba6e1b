import { layoutDp, type DpDesign, type Size } from "@twend/composition";
import type { PublicCampaign } from "@twend/shared";
import type { CampaignBackground } from "./generator-state.ts";

/** Stands in for a background whose size is not known yet: a slot's window is square whatever the background. */
const UNKNOWN_BACKGROUND: Size = { width: 1, height: 1 };

/**
 * The shape of the window the photo covers in the full-size drawing (the avatar slot's square, or
 * the whole background of an overlay frame), as the composition module lays it out, for the
 * controls outside the preview to clamp the transform to what the download draws.
 */
export function photoWindowOf(design: DpDesign, background: Size | null): Size {
  const { width, height } = layoutDp({ design, background: background ?? UNKNOWN_BACKGROUND, name: "", footer: { host: "" } }).photoWindow;
  return { width, height };
}

/** The Twend's photo window, from its decoded background or else the size the server measured. */
export function campaignPhotoWindow(campaign: PublicCampaign, background: CampaignBackground): Size {
  const { background_width: width, background_height: height } = campaign;
  const size = background.status === "ready" ? background.image : width && height ? { width, height } : null;
  return photoWindowOf(campaign, size);
}
