import { clampPhotoTransform, type PhotoTransform, type Size } from "@twend/composition";

/** The Rotate left / Rotate right step, and the bracket keys' without Shift. */
export const QUARTER_TURN = 90;
/** The bracket keys' step with Shift. */
export const FINE_TURN = 1;
/** Degrees per pixel of Shift+wheel scroll: a mouse notch (100 px) turns the photo 5 degrees. */
const WHEEL_TURN_PER_PX = 0.05;

// Every change is kept clamped to the photo window (the avatar slot, or an overlay frame's whole
// background; only its shape matters) with the drawing's own clampPhotoTransform, so a drag past the
// edge does not build up slack that a drag back would first have to undo.

/** A drag of (dx, dy) screen pixels moves the photo by the same amount; `unit` is the window's shorter side in those pixels. */
export function panBy(transform: PhotoTransform, dx: number, dy: number, unit: number, photo: Size, window: Size): PhotoTransform {
  if (!(unit > 0)) return transform;
  return clampPhotoTransform({ ...transform, offsetX: transform.offsetX + dx / unit, offsetY: transform.offsetY + dy / unit }, photo, window);
}

export function zoomTo(transform: PhotoTransform, zoom: number, photo: Size, window: Size): PhotoTransform {
  return clampPhotoTransform({ ...transform, zoom }, photo, window);
}

/** A mouse wheel or trackpad pinch: each 100 px of scroll changes the zoom by about a fifth. */
export function zoomByWheel(transform: PhotoTransform, deltaY: number, photo: Size, window: Size): PhotoTransform {
  return zoomTo(transform, transform.zoom * Math.exp(-deltaY * 0.002), photo, window);
}

export function rotateTo(transform: PhotoTransform, degrees: number, photo: Size, window: Size): PhotoTransform {
  return clampPhotoTransform({ ...transform, rotation: degrees }, photo, window);
}

/** Turns the photo clockwise by `degrees` (anticlockwise when negative) from where it is. */
export function rotateBy(transform: PhotoTransform, degrees: number, photo: Size, window: Size): PhotoTransform {
  return rotateTo(transform, (transform.rotation ?? 0) + degrees, photo, window);
}

/** Shift+wheel: scrolling down turns the photo clockwise. */
export function rotateByWheel(transform: PhotoTransform, delta: number, photo: Size, window: Size): PhotoTransform {
  return rotateBy(transform, delta * WHEEL_TURN_PER_PX, photo, window);
}

const MOVE_KEYS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
// With Shift, '[' and ']' come as '{' and '}' on most layouts.
const TURN_KEYS: Record<string, number> = { "[": -1, "{": -1, "]": 1, "}": 1 };

/**
 * The preview's keys: arrows nudge the photo by a tenth of the window (a fiftieth with Shift),
 * + and - zoom by a quarter step, [ and ] turn it a quarter turn left or right (1 degree with Shift).
 * Null for any other key.
 */
export function transformForKey(transform: PhotoTransform, key: string, fine: boolean, photo: Size, window: Size): PhotoTransform | null {
  const move = MOVE_KEYS[key];
  if (move) {
    const step = fine ? 0.02 : 0.1;
    return clampPhotoTransform({ ...transform, offsetX: transform.offsetX + move[0] * step, offsetY: transform.offsetY + move[1] * step }, photo, window);
  }
  const turn = TURN_KEYS[key];
  if (turn) return rotateBy(transform, turn * (fine ? FINE_TURN : QUARTER_TURN), photo, window);
  if (key === "+" || key === "=") return zoomTo(transform, transform.zoom + 0.25, photo, window);
  if (key === "-" || key === "_") return zoomTo(transform, transform.zoom - 0.25, photo, window);
  return null;
}
