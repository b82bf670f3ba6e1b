import { ComposeError, type ComposeRequest } from "./compose-request.ts";
import { decodeBackground, drawDp } from "./draw-dp.ts";

/** Whether this page can draw on a 2D canvas at all; without it only the server can make the image. */
export function canDrawOnPage(): boolean {
  try {
    return typeof createImageBitmap === "function" && document.createElement("canvas").getContext("2d") !== null;
  } catch {
    return false;
  }
}

/** The main-thread path, for browsers whose workers lack OffscreenCanvas, fonts or createImageBitmap. */
export async function composeOnPage(request: ComposeRequest, signal: AbortSignal): Promise<Blob> {
  const background = await decodeBackground(request.background);
  try {
    const canvas = typeof OffscreenCanvas === "undefined" ? document.createElement("canvas") : new OffscreenCanvas(1, 1);
    return await drawDp(canvas, request, background, document.fonts, () => !signal.aborted);
  } finally {
    background.close();
  }
}

export function abortedError(): ComposeError {
  return new ComposeError("superseded", "superseded");
}
