import type { FractionRect } from "./face-placement.ts";

/** Alpha at most this (of 255) counts as see-through: the photo shows there. */
const SEE_THROUGH_ALPHA = 127;

/**
 * The box around the see-through pixels of RGBA `data` (`width` x `height`, as a canvas's
 * getImageData gives them), as fractions of its width and height: where an overlay frame shows
 * the photo. Null when nothing is see-through. Callers scan a small copy of the frame: the box
 * only places a face or a figure, so a hundred pixels or so a side is plenty.
 */
export function seeThroughBounds(data: ArrayLike<number>, width: number, height: number): FractionRect | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if ((data[(y * width + x) * 4 + 3] ?? 255) > SEE_THROUGH_ALPHA) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return null;
  return { x: left / width, y: top / height, width: (right - left + 1) / width, height: (bottom - top + 1) / height };
}
