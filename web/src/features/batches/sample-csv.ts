import { BATCH_COLUMNS } from "@twend/shared";

/** What the "Download a sample CSV" link saves: the two columns and three people, one of them without a photo. */
export const SAMPLE_CSV = [`${BATCH_COLUMNS.name},${BATCH_COLUMNS.photo}`, "Ada Lovelace,ada.jpg", "Grace Hopper,grace.png", "Alan Turing,"].join("\r\n") + "\r\n";

export const SAMPLE_CSV_FILE_NAME = "team-dps-sample.csv";

/** Made once, for a blob: URL; the CSP allows blob: where a page can show or save one. */
export function sampleCsvBlob(): Blob {
  return new Blob([SAMPLE_CSV], { type: "text/csv;charset=utf-8" });
}
