import type { MessageDescriptor } from "@lingui/core";
import { TWEND_MARK } from "@twend/composition";
import { composeToCanvas, decodeImage, toPngBlob, type BrowserCanvas } from "@twend/composition/browser";
import { loadBundledFonts } from "../composition/load-bundled-fonts.ts";
import { BACKGROUND_FAILED_REASON, ComposeError, DRAW_FAILED_REASON, type ComposeReason, type ComposeRequest } from "./compose-request.ts";

// A plain descriptor like compose-request.ts's reasons: this module runs in the worker, which has no Lingui macros.
const PHOTO_UNREADABLE_REASON: MessageDescriptor = /*i18n*/ { id: "your photo could not be read" };

function reasonOf(error: unknown): ComposeReason {
  return error instanceof Error && error.message ? error.message : DRAW_FAILED_REASON;
}

/** Decodes a background, turning any failure into the spec's background message. */
export async function decodeBackground(background: Blob): Promise<ImageBitmap> {
  try {
    return await decodeImage(background);
  } catch {
    throw new ComposeError(BACKGROUND_FAILED_REASON, "background");
  }
}

/** Decodes the visitor's photo, upright, as composePng takes it. */
export const decodePhoto = (photo: Blob): Promise<ImageBitmap> => decodeImage(photo);

/**
 * The full-size PNG, drawn by the shared composition module on `canvas`: the
 * same code on the page and in the worker. `background` and `photo` (request.photo's decoding,
 * maybe under way) are decoded by the caller, which may keep them.
 */
export async function composePng(
  canvas: BrowserCanvas,
  request: ComposeRequest,
  background: ImageBitmap,
  decodedPhoto: Promise<ImageBitmap>,
  fontSet: FontFaceSet,
  isCurrent: () => boolean = () => true,
): Promise<Blob> {
  // Fonts load while the photo decodes. A missing font file is not fatal: the name is then drawn with the installed look-alike.
  const fonts = loadBundledFonts({ text: request.name, textFont: request.design.text_font, fontSet }).catch((error: unknown) => console.error(error));
  let photo: ImageBitmap;
  try {
    photo = await decodedPhoto;
  } catch {
    throw new ComposeError(PHOTO_UNREADABLE_REASON, "draw");
  }
  try {
    await fonts;
    if (!isCurrent()) throw new ComposeError("superseded", "superseded");
    composeToCanvas(canvas, {
      design: request.design,
      background,
      photo,
      name: request.design.include_text ? request.name : "",
      footer: { host: request.host, logo: TWEND_MARK },
      options: { mode: "full", photoTransform: request.transform },
    });
    return await toPngBlob(canvas);
  } catch (error) {
    if (error instanceof ComposeError) throw error;
    throw new ComposeError(reasonOf(error), "draw");
  }
}
