import { composeDp, type DpResult } from "../compose.ts";
import type { DpInput } from "../layout.ts";

/** What the browser can decode into and draw: decodeImage gives ImageBitmaps. */
export type BrowserImage = ImageBitmap | HTMLImageElement | HTMLCanvasElement | OffscreenCanvas;

export type BrowserCanvas = HTMLCanvasElement | OffscreenCanvas;

/**
 * Draws the DP on a page canvas (the generator's preview) or an
 * OffscreenCanvas (the download, possibly in a worker). The canvas is
 * resized to the output. Load the fonts first (loadBrowserFonts).
 */
export function composeToCanvas(canvas: BrowserCanvas, input: DpInput<BrowserImage, BrowserImage>): DpResult {
  const ctx = "convertToBlob" in canvas ? canvas.getContext("2d") : canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw on a 2D canvas");
  return composeDp(ctx, input);
}

/** The canvas as a PNG file (spec: the output format), encoded by the browser. */
export function toPngBlob(canvas: BrowserCanvas): Promise<Blob> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type: "image/png" });
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The canvas could not be encoded"))), "image/png");
  });
}
