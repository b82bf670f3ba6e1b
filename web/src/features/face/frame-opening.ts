import type { FractionRect } from "@twend/composition";

/** The frame is sampled on a grid this many cells a side: an opening is large, and this is fine enough to centre a face in it. */
const GRID = 64;
/** Alpha under this (of 255) counts as see-through: the photo shows there. */
const SEE_THROUGH = 128;

/**
 * The box around an overlay frame's see-through pixels, as fractions of the frame: where the photo
 * shows, and so where a face belongs. Null when the frame has none or cannot be read here.
 */
export function frameOpening(frame: ImageBitmap): FractionRect | null {
  if (typeof OffscreenCanvas === "undefined") return null;
  const context = new OffscreenCanvas(GRID, GRID).getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(frame, 0, 0, GRID, GRID);
  const { data } = context.getImageData(0, 0, GRID, GRID);
  let left = GRID;
  let top = GRID;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < GRID; y++) {
    for (let x = 0; x < GRID; x++) {
      if ((data[(y * GRID + x) * 4 + 3] ?? 255) >= SEE_THROUGH) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return null;
  return { x: left / GRID, y: top / GRID, width: (right - left + 1) / GRID, height: (bottom - top + 1) / GRID };
}
