import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { FIRST_LOAD_MESSAGES, LIMITS, STORED_IMAGE_TYPES } from "@twend/shared";
import { acceptedFormatsIn } from "../../lib/upload-wording.ts";

export const PHOTO_ACCEPT = "image/*";

/** Images only, at most 5 MB. Null when the file will do. */
export function photoFileProblem(i18n: I18n, file: Pick<File, "size" | "type">): string | null {
  if (!file.type.startsWith("image/")) {
    // unsupportedFormatText's words, as a message translators see.
    const formats = acceptedFormatsIn(i18n.locale);
    return i18n._(msg`Please choose a ${formats} image.`);
  }
  if (file.size > LIMITS.generatorPhotoBytes) return i18n._(FIRST_LOAD_MESSAGES.photoTooLarge);
  return null;
}

/** The API takes JPG, PNG and WebP only; other images are drawn in the browser but cannot go to the server. */
export function serverAcceptsPhoto(file: Pick<File, "size" | "type">): boolean {
  return STORED_IMAGE_TYPES.includes(file.type) && file.size <= LIMITS.generatorPhotoBytes;
}
