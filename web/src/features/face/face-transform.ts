// Fetched after a photo is picked (use-face-placement.ts), with the detector's client: none of it is in the page's first load.
import { WHOLE, placeOnFace, type PhotoTransform } from "@twend/composition";
import type { PublicCampaign } from "@twend/shared";
import { twendPhotoWindow } from "../generator/photo-window.ts";
import type { TwendBackground } from "../generator/use-twend-background.ts";
import { findFace } from "./find-face.ts";
import { frameOpening } from "./frame-opening.ts";

/**
 * The transform that places `photo` on its face in this Twend's slot or frame opening, or null when
 * no face is found; `decoded` brings the photo as the drawings decoded it (FaceRequest).
 */
export async function faceTransform(photo: Blob, decoded: MessagePort | null, campaign: PublicCampaign, background: TwendBackground): Promise<PhotoTransform | null> {
  const found = await findFace(photo, decoded);
  if (!found) return null;
  const opening = campaign.frame_mode === "overlay" && background.status === "ready" ? frameOpening(background.image) : null;
  return placeOnFace({ face: found.face, photo: found.photo, window: twendPhotoWindow(campaign, background), target: opening ?? WHOLE });
}
