import { acceptImageBytes, saveImage } from "@twend/media";
import { BATCH_LIMITS, BATCH_MESSAGES, fillTemplate, type BatchProblem } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { BatchRefusal } from "./batch-refusal.ts";
import { checkZipPhotos, type AcceptPhoto } from "./check-zip-photos.ts";
import { matchZipPhotos } from "./match-zip-photos.ts";
import type { BatchCsvRow } from "./read-batch-csv.ts";
import { readZipDirectory, TooManyZipFilesError, UnreadableZipError, type ZipEntry } from "./zip-directory.ts";
import type { ZipSource } from "./zip-source.ts";

/**
 * Finds each row's photo in the ZIP, checks it like any upload and stores it: the stored photo's
 * hash by the row's line. Throws BatchRefusal with every problem found, sorted by row. Photos
 * stored before another row is refused are left to media.collect, like any upload nothing refers to.
 */
export async function storeBatchPhotos(ctx: AppContext, rows: readonly BatchCsvRow[], hasPhotoColumn: boolean, zip: ZipSource | null): Promise<Map<number, string>> {
  if (!zip) {
    const named = rows.filter((row) => row.photo);
    if (named.length > 0)
      throw new BatchRefusal(named.map((row) => ({ row: row.row, column: "photo", message: fillTemplate(BATCH_MESSAGES.photoWithoutZip, { file: row.photo ?? "" }) })));
    return new Map();
  }
  const matched = matchZipPhotos(rows, hasPhotoColumn, await readDirectory(zip));
  const accept: AcceptPhoto = async (bytes) => (await saveImage(ctx.db.prisma, ctx.media, (await acceptImageBytes(bytes)).bytes)).hash;
  const checked = await checkZipPhotos(zip, matched.photos, accept, matched.problems.length > 0);
  const problems: BatchProblem[] = [...matched.problems, ...checked.problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  if (problems.length > 0) throw new BatchRefusal(problems);
  return checked.hashes;
}

async function readDirectory(zip: ZipSource): Promise<ZipEntry[]> {
  try {
    return await readZipDirectory(zip, BATCH_LIMITS.zipFiles);
  } catch (error) {
    if (error instanceof TooManyZipFilesError)
      throw new BatchRefusal([{ row: null, column: null, message: fillTemplate(BATCH_MESSAGES.zipTooManyFiles, { max: BATCH_LIMITS.zipFiles }) }]);
    if (error instanceof UnreadableZipError) throw new BatchRefusal([{ row: null, column: null, message: error.message }]);
    throw error;
  }
}
