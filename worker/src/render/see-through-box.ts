import { createCanvas, type Canvas } from "@napi-rs/canvas";
import { WHOLE, seeThroughBounds } from "@twend/composition";
import type { Box } from "./sample-photo.ts";

/** The frame is scanned at this size on its longer side: enough to place a figure, cheap to read. */
const SCAN_SIDE = 128;

/**
 * Where an overlay frame can be seen through: the bounding box of its (mostly) transparent
 * pixels, as fractions of the frame's width and height; the whole frame when it has none.
 */
export function seeThroughBox(frame: Canvas): Box {
  const scale = Math.min(1, SCAN_SIDE / Math.max(frame.width, frame.height));
  const width = Math.max(1, Math.round(frame.width * scale));
  const height = Math.max(1, Math.round(frame.height * scale));
  const scan = createCanvas(width, height);
  const ctx = scan.getContext("2d");
  ctx.drawImage(frame, 0, 0, width, height);
  const { data } = ctx.getImageData(0, 0, width, height);
  return seeThroughBounds(data, width, height) ?? WHOLE;
}
