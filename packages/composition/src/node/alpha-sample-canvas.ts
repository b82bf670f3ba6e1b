import { createCanvas, type Canvas, type Image } from "@napi-rs/canvas";
import type { AlphaSampleContext } from "../see-through.ts";
import type { Size } from "../photo-placement.ts";

/** The server's small canvas for reading a picture's see-through parts (see see-through.ts). */
export function nodeAlphaCanvas({ width, height }: Size): AlphaSampleContext<Canvas | Image> {
  const ctx = createCanvas(width, height).getContext("2d");
  ctx.imageSmoothingQuality = "high";
  return ctx;
}
