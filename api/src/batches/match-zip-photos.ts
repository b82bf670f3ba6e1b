import { BATCH_MESSAGES, fillTemplate, type BatchProblem } from "@twend/shared";
import type { BatchCsvRow } from "./read-batch-csv.ts";
import type { ZipEntry } from "./zip-directory.ts";

/** A row and the file of the ZIP that is its photo. */
export interface PhotoRow {
  row: number;
  /** The CSV column that named the file, for the row's problems. */
  column: "photo" | "name";
  entry: ZipEntry;
}

/** How a CSV cell names a file of the ZIP: its own name, whatever folder it sits in, in any case. */
const zipKey = (fileName: string): string => (fileName.split(/[\\/]/).pop() ?? "").normalize("NFC").toLowerCase();

/** The same name without its extension, for rows matched by the person's name. */
const stemOf = (key: string): string => key.replace(/\.[^.]*$/, "");

const isPhotoEntry = (path: string) => !path.endsWith("/") && !path.split("/").some((part) => part.startsWith(".") || part === "__MACOSX");

/**
 * Finds each row's photo among the ZIP's files: by the CSV's photo column, else by the person's
 * name ('Ada Lovelace.jpg' is Ada Lovelace's). A row whose file is not there is a problem; the
 * first of two files of one name is the one taken.
 */
export function matchZipPhotos(rows: readonly BatchCsvRow[], hasPhotoColumn: boolean, entries: readonly ZipEntry[]): { photos: PhotoRow[]; problems: BatchProblem[] } {
  const byKey = new Map<string, ZipEntry>();
  for (const entry of entries) {
    if (!isPhotoEntry(entry.name)) continue;
    const key = hasPhotoColumn ? zipKey(entry.name) : stemOf(zipKey(entry.name));
    if (!byKey.has(key)) byKey.set(key, entry);
  }
  const column = hasPhotoColumn ? "photo" : "name";
  const photos: PhotoRow[] = [];
  const problems: BatchProblem[] = [];
  for (const row of rows) {
    const key = hasPhotoColumn ? (row.photo ? zipKey(row.photo) : undefined) : row.name ? row.name.toLowerCase() : undefined;
    if (key === undefined) continue;
    const entry = byKey.get(key);
    if (entry) photos.push({ row: row.row, column, entry });
    else problems.push({ row: row.row, column, message: fillTemplate(BATCH_MESSAGES.photoNotInZip, { file: row.photo ?? row.name }) });
  }
  return { photos, problems };
}
