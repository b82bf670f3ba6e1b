/**
 * The instant after a pick, the full-size drawing of the new photo (in the compose worker) and the
 * live preview's own decoding of it would share the device's cores, while Generate may already be
 * clicked. The preview waits for that drawing, a moment at most, so a slow device still shows the
 * photo soon.
 */
const LONGEST_WAIT_MS = 250;

let drawing: Promise<void> = Promise.resolve();

/** The full-size drawing of a photo just picked has started; `png` settles when it is done. */
export function drawingNewPhoto(png: Promise<unknown>): void {
  drawing = png.then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once the latest new photo's full-size drawing is done, or has failed. */
export function newPhotoDrawn(): Promise<void> {
  return drawing;
}

/** Resolves once the latest new photo's drawing is done, or after LONGEST_WAIT_MS. */
export function afterNewPhotoDrawing(): Promise<void> {
  return Promise.race([drawing, new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
}

let previewDecoding: Promise<void> = Promise.resolve();

/** The live preview has started decoding the new photo; `bitmap` settles when it is done. */
export function decodingPreviewPhoto(bitmap: Promise<unknown>): void {
  previewDecoding = bitmap.then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once the live preview's decoding of the latest photo is done, or has failed. */
export function previewPhotoDecoded(): Promise<void> {
  return previewDecoding;
}
