import {
  acceptedFormatsText,
  BROWSER_CONVERTED_FORMATS,
  megabytes,
  MB,
  SOURCE_LOCALE,
  STORED_IMAGE_FORMATS,
  UPLOAD_MAX_BYTES,
  type UploadPictureKind,
} from "@twend/shared";

/*
 * The upload rules' words in the visitor's language, from the shared rules like every text that
 * states them. English keeps the spec's wording exactly: Intl's English list adds a comma before
 * "or", and its unit a space before "MB".
 */

const FORMAT_NAMES = [...STORED_IMAGE_FORMATS.map((format) => format.name), ...BROWSER_CONVERTED_FORMATS];

/** "JPG, PNG, WebP or HEIC", in `locale`. */
export function acceptedFormatsIn(locale: string): string {
  return locale === SOURCE_LOCALE ? acceptedFormatsText() : new Intl.ListFormat(locale, { type: "disjunction" }).format(FORMAT_NAMES);
}

/** "5MB", with the locale's digits and unit. */
export function maxUploadSizeIn(locale: string, kind: UploadPictureKind): string {
  if (locale === SOURCE_LOCALE) return megabytes(UPLOAD_MAX_BYTES[kind]);
  return new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", unitDisplay: "narrow", maximumFractionDigits: 1 }).format(UPLOAD_MAX_BYTES[kind] / MB);
}
