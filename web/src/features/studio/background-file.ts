import { LIMITS, MESSAGES } from "@twend/shared";

/** The types the server accepts for a background (it checks the bytes too). */
export const BACKGROUND_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

export const NOT_AN_IMAGE = "Please choose an image file (JPG, PNG or WebP)";

/** Why a picked file cannot be the background, or null when it can (spec section 5: images only, at most 10 MB). */
export function backgroundFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return NOT_AN_IMAGE;
  if (!(BACKGROUND_TYPES as readonly string[]).includes(file.type)) return MESSAGES.imageUnsupportedType;
  if (file.size > LIMITS.backgroundBytes) return MESSAGES.backgroundTooLarge;
  return null;
}

/** Over this many pixels some phones cannot draw the image on a canvas (iOS caps a canvas at 16.7 MP). */
const PREVIEW_PIXEL_WARNING = 16_777_216;

export function mayStrainPreview(width: number, height: number): boolean {
  return width * height > PREVIEW_PIXEL_WARNING;
}
