import { createCanvas, type Canvas } from "@napi-rs/canvas";
import type { Box } from "./sample-photo.ts";

/** The frame is scanned at this size on its longer side: enough to place a figure, cheap to read. */
const SCAN_SIDE = 128;
/** Pixels at most this opaque count as see-through. */
const SEE_THROUGH_ALPHA = 127;

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
  if (right < 0) return { x: 0, y: 0, width: 1, height: 1 };
  return { x: left / width, y: top / height, width: (right - left + 1) / width, height: (bottom - top + 1) / height };
}
