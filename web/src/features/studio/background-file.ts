import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { MESSAGES, STORED_IMAGE_TYPES, UPLOAD_MAX_BYTES } from "@twend/shared";
import { acceptedFormatsIn } from "../../lib/upload-wording.ts";
import { HEIF_ACCEPT } from "../heic/heif-accept.ts";

/** The file chooser's filter: the types the server stores, and HEIC, which is converted before the check below. */
export const BACKGROUND_ACCEPT = [...STORED_IMAGE_TYPES, ...HEIF_ACCEPT].join(",");

/**
 * Why a picked file cannot be the background, or null when it can (images only, at most 10 MB).
 * A HEIC file reaches this check already converted to JPEG.
 */
export function backgroundFileProblem(i18n: I18n, file: { type: string; size: number }): string | null {
  if (!STORED_IMAGE_TYPES.includes(file.type)) {
    // unsupportedFormatText's words, as a message translators see.
    const formats = acceptedFormatsIn(i18n.locale);
    return i18n._(msg`Please choose a ${formats} image.`);
  }
  if (file.size > UPLOAD_MAX_BYTES.background) return i18n._(MESSAGES.backgroundTooLarge);
  return null;
}

/** Over this many pixels some phones cannot draw the image on a canvas (iOS caps a canvas at 16.7 MP). */
const PREVIEW_PIXEL_WARNING = 16_777_216;

export function mayStrainPreview(width: number, height: number): boolean {
  return width * height > PREVIEW_PIXEL_WARNING;
}
