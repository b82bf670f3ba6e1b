import type { AlphaSampleContext } from "../see-through.ts";
import type { Size } from "../photo-placement.ts";

/** The browser's small canvas for reading a picture's see-through parts (see see-through.ts). */
export function browserAlphaCanvas({ width, height }: Size): AlphaSampleContext<ImageBitmap> {
  const ctx = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("This browser cannot draw on a 2D canvas");
  ctx.imageSmoothingQuality = "high";
  return ctx;
}
