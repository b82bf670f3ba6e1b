import { seeThroughBounds, type FractionRect } from "@twend/composition";

/** The frame is sampled on a grid this many cells a side: an opening is large, and this is fine enough to centre a face in it. */
const GRID = 64;

/**
 * The box around an overlay frame's see-through pixels, as fractions of the frame: where the photo
 * shows, and so where a face belongs. Null when the frame has none or cannot be read here.
 */
export function frameOpening(frame: ImageBitmap): FractionRect | null {
  if (typeof OffscreenCanvas === "undefined") return null;
  const context = new OffscreenCanvas(GRID, GRID).getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(frame, 0, 0, GRID, GRID);
  return seeThroughBounds(context.getImageData(0, 0, GRID, GRID).data, GRID, GRID);
}
