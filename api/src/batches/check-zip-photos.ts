import { createHash } from "node:crypto";
import { sniffImageType, UploadRejectedError } from "@twend/media";
import { BATCH_LIMITS, BATCH_MESSAGES, MB, MESSAGES, fillTemplate, type BatchProblem } from "@twend/shared";
import type { PhotoRow } from "./match-zip-photos.ts";
import { UnreadableZipError, type ZipEntry } from "./zip-directory.ts";
import { readEntryBytes } from "./zip-entry-bytes.ts";
import type { ZipSource } from "./zip-source.ts";

/** Checks a photo as any upload is checked and stores it, giving its stored hash; throws UploadRejectedError when it is refused. */
export type AcceptPhoto = (bytes: Buffer) => Promise<string>;

/** Photos checked and stored at once: each holds its bytes and, while it is decoded, its pixels. */
const PHOTOS_AT_ONCE = 2;
/** Enough of a file to tell an image by its first bytes (sniffImageType). */
const HEAD_BYTES = 12;

/** One file of the ZIP and every row that names it. */
interface PhotoFile {
  entry: ZipEntry;
  rows: PhotoRow[];
}

type Verdict = { ok: true; hash: string } | { ok: false; message: string };

/** What the checks found: problems for the answer, and the stored photo of each row (by its line). */
class Findings {
  readonly problems: BatchProblem[] = [];
  readonly hashes = new Map<number, string>();
  private readonly refusedFiles = new Set<PhotoFile>();

  get refused(): boolean {
    return this.problems.length > 0;
  }

  refuse(file: PhotoFile, message: string): void {
    this.refusedFiles.add(file);
    for (const row of file.rows) this.problems.push({ row: row.row, column: row.column, message });
  }

  refuseBatch(message: string): void {
    this.problems.push({ row: null, column: null, message });
  }

  isRefused(file: PhotoFile): boolean {
    return this.refusedFiles.has(file);
  }

  accept(file: PhotoFile, hash: string): void {
    for (const row of file.rows) this.hashes.set(row.row, hash);
  }
}

/**
 * Checks the photos the rows name, cheapest first. What costs next to nothing is checked for every
 * file so the answer lists every row it refuses: the sizes the ZIP's directory claims, then each
 * file's first bytes, which tell an image's type. Only a batch nothing has refused (`refused` says
 * whether something before did) has its photos unpacked whole, one at a time within the photo and
 * total limits, checked as any upload is and stored; its first refusal stops that work. A file named
 * by many rows, or holding the same bytes as another, is checked once.
 */
export async function checkZipPhotos(
  zip: ZipSource,
  photos: readonly PhotoRow[],
  accept: AcceptPhoto,
  refused: boolean,
): Promise<{ hashes: Map<number, string>; problems: BatchProblem[] }> {
  const files = filesOf(photos);
  const found = new Findings();
  try {
    checkClaimedSizes(files, found);
    await checkTypes(zip, files, found);
    if (!refused && !found.refused) await acceptPhotos(zip, files, accept, found);
  } catch (error) {
    if (!(error instanceof UnreadableZipError)) throw error;
    found.refuseBatch(error.message);
  }
  return { hashes: found.hashes, problems: found.problems };
}

/** Rows naming one file, found by where its bytes start, so entries that share their bytes count once too. */
function filesOf(photos: readonly PhotoRow[]): PhotoFile[] {
  const files = new Map<number, PhotoFile>();
  for (const photo of photos) {
    const file = files.get(photo.entry.headerOffset);
    if (file) file.rows.push(photo);
    else files.set(photo.entry.headerOffset, { entry: photo.entry, rows: [photo] });
  }
  return [...files.values()];
}

function checkClaimedSizes(files: readonly PhotoFile[], found: Findings): void {
  for (const file of files) if (file.entry.declaredSize > BATCH_LIMITS.photoBytes) found.refuse(file, photoTooLarge(file));
  if (files.reduce((sum, file) => sum + file.entry.declaredSize, 0) > BATCH_LIMITS.unpackedBytes) found.refuseBatch(unpackedTooLarge());
}

async function checkTypes(zip: ZipSource, files: readonly PhotoFile[], found: Findings): Promise<void> {
  for (const file of files) {
    if (found.isRefused(file)) continue;
    const head = await readEntryBytes(zip, file.entry, HEAD_BYTES);
    // The same refusal as acceptImageBytes gives a file whose first bytes are no PNG, JPEG or WebP.
    if (!sniffImageType(head.bytes)) found.refuse(file, MESSAGES.imageUnsupportedType);
  }
}

/**
 * Unpacks, checks and stores each photo: one unpacked at a time and counted on the bytes it gives,
 * at most PHOTOS_AT_ONCE held while checked, each let go once stored. Files are taken in the order
 * rows name them until the first refusal; the checks under way then finish, and no other starts.
 */
async function acceptPhotos(zip: ZipSource, files: readonly PhotoFile[], accept: AcceptPhoto, found: Findings): Promise<void> {
  const verdicts = new Map<string, Promise<Verdict>>();
  const checking = new Set<Promise<void>>();
  // Errors that are not a refusal (the store down): thrown once the checks under way are done.
  const failures: unknown[] = [];
  let unpacked = 0;
  try {
    for (const file of files) {
      while (checking.size >= PHOTOS_AT_ONCE) await Promise.race(checking);
      if (found.refused || failures.length > 0) break;
      const room = BATCH_LIMITS.unpackedBytes - unpacked;
      const { bytes, whole } = await readEntryBytes(zip, file.entry, Math.min(BATCH_LIMITS.photoBytes, room));
      if (!whole) {
        if (room < BATCH_LIMITS.photoBytes) found.refuseBatch(unpackedTooLarge());
        else found.refuse(file, photoTooLarge(file));
        break;
      }
      unpacked += bytes.length;
      const sameBytes = createHash("sha256").update(bytes).digest("hex");
      const verdict = verdicts.get(sameBytes) ?? verdictOf(bytes, accept);
      verdicts.set(sameBytes, verdict);
      const done = verdict.then(
        (result) => (result.ok ? found.accept(file, result.hash) : found.refuse(file, result.message)),
        (error: unknown) => {
          failures.push(error);
        },
      );
      checking.add(done);
      void done.then(() => checking.delete(done));
    }
  } finally {
    await Promise.all(checking);
  }
  if (failures.length > 0) throw failures[0];
}

async function verdictOf(bytes: Buffer, accept: AcceptPhoto): Promise<Verdict> {
  try {
    return { ok: true, hash: await accept(bytes) };
  } catch (error) {
    if (error instanceof UploadRejectedError) return { ok: false, message: error.message };
    throw error;
  }
}

const photoTooLarge = (file: PhotoFile): string =>
  fillTemplate(BATCH_MESSAGES.photoTooLarge, { file: file.entry.name.split("/").pop() ?? file.entry.name, max: BATCH_LIMITS.photoBytes / MB });

const unpackedTooLarge = (): string => fillTemplate(BATCH_MESSAGES.zipUnpackedTooLarge, { max: BATCH_LIMITS.unpackedBytes / MB });
