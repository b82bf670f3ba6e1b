import { FIRST_LOAD_MESSAGES, LIMITS, STORED_IMAGE_TYPES, unsupportedFormatText } from "@twend/shared";

export const PHOTO_ACCEPT = "image/*";

/** Spec section 5: images only, at most 5 MB. Null when the file will do. */
export function photoFileProblem(file: Pick<File, "size" | "type">): string | null {
  if (!file.type.startsWith("image/")) return unsupportedFormatText();
  if (file.size > LIMITS.generatorPhotoBytes) return FIRST_LOAD_MESSAGES.photoTooLarge;
  return null;
}

/** The API takes JPG, PNG and WebP only; other images are drawn in the browser but cannot go to the server. */
export function serverAcceptsPhoto(file: Pick<File, "size" | "type">): boolean {
  return STORED_IMAGE_TYPES.includes(file.type) && file.size <= LIMITS.generatorPhotoBytes;
}
