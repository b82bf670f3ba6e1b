import { ComposeError, type ComposeRequest } from "./compose-request.ts";
import { decodeBackground, drawDp } from "./draw-dp.ts";

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
