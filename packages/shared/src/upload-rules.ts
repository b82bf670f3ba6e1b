import { LIMITS, MB } from "./constants.ts";

/**
 * The one set of upload rules: what the API stores, what the browser converts
 * first, and how large each kind of picture may be. Every text that states a
 * rule is worded from here, so the help page, the studio and the generator
 * cannot drift apart. Kept small: the generator's first load carries it.
 */

/** The formats the API takes and stores (it checks the bytes too), by the names people know them. */
export const STORED_IMAGE_FORMATS = [
  { name: "JPG", mimeType: "image/jpeg" },
  { name: "PNG", mimeType: "image/png" },
  { name: "WebP", mimeType: "image/webp" },
] as const;

/** Formats no API call ever carries: the browser turns them into a stored format when one is picked. */
export const BROWSER_CONVERTED_FORMATS = ["HEIC"] as const;

export const STORED_IMAGE_TYPES: readonly string[] = STORED_IMAGE_FORMATS.map((format) => format.mimeType);

export type UploadPictureKind = "photo" | "background";

export const UPLOAD_MAX_BYTES: Readonly<Record<UploadPictureKind, number>> = {
  photo: LIMITS.generatorPhotoBytes,
  background: LIMITS.backgroundBytes,
};

/** "5MB", as the spec's messages write a size. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10}MB`;
}

/** "JPG, PNG, WebP or HEIC": every format a visitor or creator may pick. */
export function acceptedFormatsText(): string {
  const names = [...STORED_IMAGE_FORMATS.map((format) => format.name), ...BROWSER_CONVERTED_FORMATS];
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1) ?? ""}`;
}

/** The short hint beside a picker: "JPG, PNG, WebP or HEIC, up to 5MB". */
export function uploadHint(kind: UploadPictureKind): string {
  return `${acceptedFormatsText()}, up to ${megabytes(UPLOAD_MAX_BYTES[kind])}`;
}

/** Said when a picked file is of none of the accepted formats. */
export function unsupportedFormatText(): string {
  return `Please choose a ${acceptedFormatsText()} image.`;
}
