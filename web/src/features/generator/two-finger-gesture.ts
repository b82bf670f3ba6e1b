import { clampPhotoTransform, normalizeRotation, type PhotoTransform, type Size } from "@twend/composition";

export interface Point {
  x: number;
  y: number;
}

/**
 * How far two fingers must twist before the photo turns with them: a pinch always twists a
 * little, and a photo that tilted with every zoom would need straightening after each one.
 */
export const TWIST_THRESHOLD_DEGREES = 10;

/** A two-finger gesture: the fingers and the transform when it began (or, for the turn, when the twist took hold). */
export interface TwoFingerGesture {
  distance: number;
  zoom: number;
  /** Direction from the first finger to the second, degrees clockwise on screen. */
  angle: number;
  rotation: number;
  twisting: boolean;
}

const distanceBetween = (a: Point, b: Point) => Math.hypot(b.x - a.x, b.y - a.y);
// Screen y grows downwards, so a growing angle is a clockwise turn, as the transform's rotation is.
const angleBetween = (a: Point, b: Point) => (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI;

export function startTwoFingers(a: Point, b: Point, transform: PhotoTransform): TwoFingerGesture {
  return { distance: distanceBetween(a, b), zoom: transform.zoom, angle: angleBetween(a, b), rotation: transform.rotation ?? 0, twisting: false };
}

/**
 * The fingers moved to `a` and `b`: their spread scales the zoom they started from, and once
 * their twist passes the threshold the photo turns as they do, from where it was then (no jump).
 */
export function moveTwoFingers(
  gesture: TwoFingerGesture,
  a: Point,
  b: Point,
  transform: PhotoTransform,
  photo: Size,
  window: Size,
): { gesture: TwoFingerGesture; transform: PhotoTransform } {
  const angle = angleBetween(a, b);
  const twist = normalizeRotation(angle - gesture.angle);
  const next = !gesture.twisting && Math.abs(twist) >= TWIST_THRESHOLD_DEGREES ? { ...gesture, twisting: true, angle, rotation: transform.rotation ?? 0 } : gesture;
  const zoom = gesture.distance > 0 ? gesture.zoom * (distanceBetween(a, b) / gesture.distance) : transform.zoom;
  const rotation = next.twisting ? next.rotation + normalizeRotation(angle - next.angle) : transform.rotation;
  return { gesture: next, transform: clampPhotoTransform({ ...transform, zoom, rotation }, photo, window) };
}
