import { FIRST_LOAD_MESSAGES, LIMITS } from "@twend/shared";

export const PHOTO_ACCEPT = "image/*";

/** Spec section 5: images only, at most 5 MB. Null when the file will do. */
export function photoFileProblem(file: Pick<File, "size" | "type">): string | null {
  if (!file.type.startsWith("image/")) return "Please choose an image file (JPG, PNG or WebP).";
  if (file.size > LIMITS.generatorPhotoBytes) return FIRST_LOAD_MESSAGES.photoTooLarge;
  return null;
}

/** The API takes JPG, PNG and WebP only; other images are drawn in the browser but cannot go to the server. */
export function serverAcceptsPhoto(file: Pick<File, "size" | "type">): boolean {
  return ["image/jpeg", "image/png", "image/webp"].includes(file.type) && file.size <= LIMITS.generatorPhotoBytes;
}
