/**
 * The instant after a pick, the full-size drawing of the new photo (in the compose worker) and the
 * live preview's own decoding of it would share the device's cores, while Generate may already be
 * clicked. The preview waits for that drawing, a moment at most, so a slow device still shows the
 * photo soon.
 */
const LONGEST_WAIT_MS = 250;

/** The latest of one kind of work, as a promise that settles when it does, failed or not; a newer start replaces it. */
function latestWork(): { start(work: Promise<unknown>): void; done(): Promise<void> } {
  let settled: Promise<void> = Promise.resolve();
  return {
    start(work) {
      settled = work.then(
        () => undefined,
        () => undefined,
      );
    },
    done: () => settled,
  };
}

const fullSizeDrawing = latestWork();
const previewDecoding = latestWork();

/** The full-size drawing of a photo just picked has started; `png` settles when it is done. */
export const drawingNewPhoto = (png: Promise<unknown>): void => fullSizeDrawing.start(png);

/** Resolves once the latest new photo's full-size drawing is done, or has failed. */
export const newPhotoDrawn = (): Promise<void> => fullSizeDrawing.done();

/** Resolves once the latest new photo's drawing is done, or after LONGEST_WAIT_MS. */
export function afterNewPhotoDrawing(): Promise<void> {
  return Promise.race([fullSizeDrawing.done(), new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
}

/** The live preview has started decoding the new photo; `bitmap` settles when it is done. */
export const decodingPreviewPhoto = (bitmap: Promise<unknown>): void => previewDecoding.start(bitmap);

/** Resolves once the live preview's decoding of the latest photo is done, or has failed. */
export const previewPhotoDecoded = (): Promise<void> => previewDecoding.done();
