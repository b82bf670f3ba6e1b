import { PHOTO_ZOOM } from "./page-measures.ts";
import { clampPhotoTransform, type PhotoTransform, type Size } from "./photo-placement.ts";

/** A rectangle as fractions (0..1) of the width and height of what it lies in. */
export interface FractionRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole of what a FractionRect lies in: a slot's photo window is all target. */
export const WHOLE: FractionRect = { x: 0, y: 0, width: 1, height: 1 };

/**
 * A face as a placement needs it, in the photo's pixels (orientation applied): its centre, half way
 * between the middle of the eyes and the middle of the mouth, and the distance between those two.
 */
export interface Face {
  centerX: number;
  centerY: number;
  eyesToMouth: number;
}

/**
 * How far the eyes are drawn from the mouth, as a share of the target's shorter side. A head with
 * its hair is about three times that tall, so it fills some 60% of a round slot with the shoulders
 * showing, and with the face's centre on the target's the eyes sit a tenth above the middle.
 */
export const EYES_TO_MOUTH_SHARE = 0.2;

export interface FacePlacementInput {
  face: Face;
  /** The photo's size, in the pixels `face` is measured in. */
  photo: Size;
  /** The photo window's shape (photo-placement.ts). */
  window: Size;
  /** Where in the window the face belongs: an overlay frame's opening; the whole window for a slot. */
  target?: FractionRect;
}

/**
 * The transform that places the face as a person would: zoomed so the eyes are EYES_TO_MOUTH_SHARE
 * of the target's shorter side from the mouth (never below the zoom that just covers the window),
 * with the face's centre on the target's as far as the photo can move without uncovering the
 * window. Unturned, since a photo is placed on its face when it is picked.
 */
export function placeOnFace({ face, photo, window, target = WHOLE }: FacePlacementInput): PhotoTransform {
  const unit = Math.min(window.width, window.height);
  // Window units (its shorter side) per photo pixel at zoom 1, as placePhoto draws it.
  const coverScale = Math.max(window.width / unit / photo.width, window.height / unit / photo.height);
  const drawnEyesToMouth = face.eyesToMouth * coverScale;
  const targetSide = Math.min(target.width * window.width, target.height * window.height) / unit;
  const wanted = (EYES_TO_MOUTH_SHARE * targetSide) / drawnEyesToMouth;
  const zoom = drawnEyesToMouth > 0 ? Math.min(PHOTO_ZOOM.max, Math.max(PHOTO_ZOOM.min, wanted)) : PHOTO_ZOOM.min;
  const scale = coverScale * zoom;
  // The face's centre relative to the photo's, and the target's relative to the window's, in window units.
  const faceX = (face.centerX - photo.width / 2) * scale;
  const faceY = (face.centerY - photo.height / 2) * scale;
  const targetX = ((target.x + target.width / 2 - 0.5) * window.width) / unit;
  const targetY = ((target.y + target.height / 2 - 0.5) * window.height) / unit;
  return clampPhotoTransform({ zoom, offsetX: targetX - faceX, offsetY: targetY - faceY, rotation: 0 }, photo, window);
}
