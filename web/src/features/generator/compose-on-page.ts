import { ComposeError, type ComposeRequest } from "./compose-request.ts";
import { decodeBackground, decodePhoto, drawDp } from "./draw-dp.ts";

/** The main-thread path, for browsers whose workers lack OffscreenCanvas, fonts or createImageBitmap. */
export async function composeOnPage(request: ComposeRequest, signal: AbortSignal): Promise<Blob> {
  const background = await decodeBackground(request.background);
  const photo = decodePhoto(request.photo);
  try {
    const canvas = typeof OffscreenCanvas === "undefined" ? document.createElement("canvas") : new OffscreenCanvas(1, 1);
    return await drawDp(canvas, request, background, photo, document.fonts, () => !signal.aborted);
  } finally {
    background.close();
    photo.then(
      (image) => image.close(),
      () => undefined,
    );
  }
}

export function abortedError(): ComposeError {
  return new ComposeError("superseded", "superseded");
}
