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

/** How much further than its goal a face may be zoomed so that it can be centred: a head then still fits a slot. */
const CENTRING_ZOOM_LIMIT = 1.5;
const ZOOM_STEP = 1.01;

/**
 * The transform that places the face as a person would: zoomed so the eyes are EYES_TO_MOUTH_SHARE
 * of the target's shorter side from the mouth (never below the zoom that just covers the window),
 * and a little more where that lets the face's centre reach the target's centre (a face near the
 * photo's edge, or one that already fills the photo), then moved there as far as the photo can
 * go without uncovering the window. Unturned, since a photo is placed on its face when it is picked.
 */
export function placeOnFace({ face, photo, window, target = WHOLE }: FacePlacementInput): PhotoTransform {
  const unit = Math.min(window.width, window.height);
  // Window units (its shorter side) per photo pixel at zoom 1, as placePhoto draws it.
  const coverScale = Math.max(window.width / unit / photo.width, window.height / unit / photo.height);
  const drawnEyesToMouth = face.eyesToMouth * coverScale;
  const targetSide = Math.min(target.width * window.width, target.height * window.height) / unit;
  const clampZoom = (zoom: number) => Math.min(PHOTO_ZOOM.max, Math.max(PHOTO_ZOOM.min, zoom));
  const wanted = drawnEyesToMouth > 0 ? clampZoom((EYES_TO_MOUTH_SHARE * targetSide) / drawnEyesToMouth) : PHOTO_ZOOM.min;
  // The target's centre relative to the window's, in window units.
  const targetX = ((target.x + target.width / 2 - 0.5) * window.width) / unit;
  const targetY = ((target.y + target.height / 2 - 0.5) * window.height) / unit;
  const at = (zoom: number): PhotoTransform => {
    const scale = coverScale * zoom;
    return { zoom, offsetX: targetX - (face.centerX - photo.width / 2) * scale, offsetY: targetY - (face.centerY - photo.height / 2) * scale, rotation: 0 };
  };
  const reaches = (zoom: number) => {
    const wished = at(zoom);
    const held = clampPhotoTransform(wished, photo, window);
    return Math.abs(held.offsetX - wished.offsetX) < 1e-9 && Math.abs(held.offsetY - wished.offsetY) < 1e-9;
  };
  const limit = clampZoom(wanted * CENTRING_ZOOM_LIMIT);
  let zoom = wanted;
  while (!reaches(zoom) && zoom < limit) zoom = Math.min(limit, zoom * ZOOM_STEP);
  return clampPhotoTransform(at(zoom), photo, window);
}
