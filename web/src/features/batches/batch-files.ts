import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { BATCH_LIMITS, BATCH_MESSAGES, MB } from "@twend/shared";

/** The file choosers' filters; a CSV saved by a spreadsheet may carry any of these types, or none. */
export const CSV_ACCEPT = ".csv,text/csv";
export const ZIP_ACCEPT = ".zip,application/zip";

/** A spreadsheet's own format, which must be saved as CSV first. */
const SPREADSHEET = /\.(xlsx|xlsm|xls|ods|numbers)$/i;

/** Checked here with the API's own limits, so a file that cannot pass is refused before it is sent. */
export function csvFileProblem(i18n: I18n, file: { name: string; size: number }): string | null {
  if (SPREADSHEET.test(file.name)) return i18n._(msg`This is a spreadsheet file. Save it as CSV (File, Save as or Download, CSV) and choose that file.`);
  if (file.size === 0) return i18n._(BATCH_MESSAGES.csvEmpty);
  if (file.size > BATCH_LIMITS.csvBytes) return i18n._(BATCH_MESSAGES.csvTooLarge, { max: BATCH_LIMITS.csvBytes / 1024 });
  return null;
}

export function zipFileProblem(i18n: I18n, file: { name: string; size: number }): string | null {
  if (!/\.zip$/i.test(file.name)) return i18n._(msg`Choose a ZIP file (.zip) holding the photos.`);
  if (file.size > BATCH_LIMITS.zipBytes) return i18n._(BATCH_MESSAGES.zipTooLarge, { max: BATCH_LIMITS.zipBytes / MB });
  return null;
}

/** "2.4 MB", "18 kB": a chosen file's size in the active language; a file of a few bytes is still "0.1 kB", not nothing. */
export function formatFileSize(locale: string, bytes: number): string {
  const [value, unit] = bytes >= MB ? [bytes / MB, "megabyte"] : [bytes > 0 ? Math.max(0.1, bytes / 1024) : 0, "kilobyte"];
  return new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "short", maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}

/**
 * The same bytes, typed application/zip: browsers type ZIP files differently (application/zip,
 * application/x-zip-compressed, or nothing at all); the API reads the real type from the bytes.
 * Slicing shares them rather than copying.
 */
export function asZip(file: Blob): Blob {
  return file.slice(0, file.size, "application/zip");
}
