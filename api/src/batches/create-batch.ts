import type { PrismaClient, User } from "@twend/db";
import { acceptImageBytes, decodeDataUrl, saveImage, UploadRejectedError } from "@twend/media";
import { BATCH_LIMITS, BATCH_MESSAGES, fillTemplate, type BatchCreateInput, type BatchDto, type BatchProblem } from "@twend/shared";
import { enqueueBatchRows } from "@twend/worker";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { findOwnedCampaign } from "../campaigns/owned-campaign.ts";
import { batchFileNames } from "./batch-files.ts";
import { BatchRefusal } from "./batch-refusal.ts";
import { batchDto } from "./batch-dto.ts";
import { readBatchCsv, type BatchCsvRow } from "./read-batch-csv.ts";
import { readPhotosZip, stemOf, UnreadableZipError, zipKey } from "./read-photos-zip.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Photos checked and stored at once: each is a decode and an encode on libuv's threads. */
const PHOTOS_AT_ONCE = 4;

interface PlannedRow extends BatchCsvRow {
  /** The photo's bytes as found in the ZIP, checked and stored below. */
  photoBytes: Buffer | undefined;
}

/**
 * Starts a batch of DPs on a Twend the caller may edit: the CSV read, each row's photo found in the
 * ZIP and checked like any upload, then one row and one batch-lane job per DP. Nothing is queued
 * unless every row is right; the answer lists every problem at once.
 */
export async function createBatch(ctx: AppContext, user: User, input: BatchCreateInput): Promise<BatchDto> {
  const campaign = await findOwnedCampaign(ctx, user, input.campaign_id);
  // Refused before the upload is read, and again below where it counts.
  await refuseIfRunning(ctx.db.prisma, campaign.id);

  const csv = readBatchCsv(input.csv);
  if (!csv.ok) throw new BatchRefusal(csv.problems);
  const { planned, problems } = planPhotos(csv.rows, csv.hasPhotoColumn, input.photos_zip);
  // With a problem found already nothing is stored, but every photo is still checked, so all problems are told at once.
  const stored = await storePhotos(ctx, planned, problems.length === 0);
  const allProblems = [...problems, ...stored.problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  if (allProblems.length > 0) throw new BatchRefusal(allProblems);
  const photoHashes = stored.hashes;

  const fileNames = batchFileNames(
    planned.map((row) => row.name),
    campaign.title,
  );
  const batch = await ctx.db.prisma.$transaction(async (tx) => {
    // Two uploads for one Twend may both have passed the first check while their files were read:
    // the Twend's row lock makes the later one wait for the earlier one's batch, and see it.
    await tx.$queryRaw`SELECT id FROM campaigns WHERE id = ${campaign.id} FOR UPDATE`;
    await refuseIfRunning(tx, campaign.id);
    return tx.dpBatch.create({
      data: {
        campaignId: campaign.id,
        ownerId: user.id,
        total: planned.length,
        expiresAt: new Date(Date.now() + BATCH_LIMITS.keepDays * DAY_MS),
        rows: {
          createMany: { data: planned.map((row, i) => ({ row: row.row, name: row.name, fileName: fileNames[i] ?? "", photoHash: photoHashes[i] ?? null })) },
        },
      },
    });
  });
  // Rows whose enqueue fails here (Redis down) are queued again by the dp.sweep job.
  await enqueueBatchRows(
    ctx.jobs,
    planned.map((row) => ({ batchId: batch.id, row: row.row, attempts: 0 })),
  ).catch((error: unknown) => ctx.log.warn({ err: error, batch: batch.id }, "batch rows not queued; the sweep will queue them"));
  return batchDto(ctx, batch);
}

/** One batch of a Twend is made at a time, so one Twend's creators cannot fill the batch lane with many. */
async function refuseIfRunning(db: Pick<PrismaClient, "dpBatch">, campaignId: number): Promise<void> {
  const running = await db.dpBatch.findFirst({ where: { campaignId, finishedAt: null }, select: { id: true } });
  if (running) throw new HttpError(409, BATCH_MESSAGES.batchRunning);
}

/** Finds each row's photo in the ZIP: by the CSV's photo column, else by the person's name. */
function planPhotos(rows: readonly BatchCsvRow[], hasPhotoColumn: boolean, zipDataUrl: string | undefined): { planned: PlannedRow[]; problems: BatchProblem[] } {
  if (!zipDataUrl) {
    const named = rows.filter((row) => row.photo);
    if (named.length > 0)
      throw new BatchRefusal(named.map((row) => ({ row: row.row, column: "photo", message: fillTemplate(BATCH_MESSAGES.photoWithoutZip, { file: row.photo ?? "" }) })));
    return { planned: rows.map((row) => ({ ...row, photoBytes: undefined })), problems: [] };
  }
  const zipBytes = decodeZip(zipDataUrl);
  const keyOf = (row: BatchCsvRow) => (hasPhotoColumn ? (row.photo ? zipKey(row.photo) : undefined) : row.name ? row.name.toLowerCase() : undefined);
  const wantedKeys = new Set(rows.map(keyOf).filter((key) => key !== undefined));
  // Matched by name, a file counts by its name without the extension: 'Ada Lovelace.jpg' is Ada Lovelace's.
  const wanted = hasPhotoColumn ? (key: string) => wantedKeys.has(key) : (key: string) => wantedKeys.has(stemOf(key));
  const { photos } = readZip(zipBytes, wanted);
  const byStem = new Map([...photos].map(([key, photo]) => [hasPhotoColumn ? key : stemOf(key), photo]));

  const problems: BatchProblem[] = [];
  const planned = rows.map((row): PlannedRow => {
    const key = keyOf(row);
    if (key === undefined) return { ...row, photoBytes: undefined };
    const photo = byStem.get(key);
    if (!photo) {
      problems.push({ row: row.row, column: hasPhotoColumn ? "photo" : "name", message: fillTemplate(BATCH_MESSAGES.photoNotInZip, { file: row.photo ?? row.name }) });
      return { ...row, photoBytes: undefined };
    }
    if (!photo.ok) problems.push({ row: row.row, column: hasPhotoColumn ? "photo" : "name", message: photo.message });
    return { ...row, photoBytes: photo.ok ? photo.bytes : undefined };
  });
  return { planned, problems };
}

function decodeZip(dataUrl: string): Buffer {
  const tooLarge = fillTemplate(BATCH_MESSAGES.zipTooLarge, { max: BATCH_LIMITS.zipBytes / (1024 * 1024) });
  try {
    return decodeDataUrl(dataUrl, BATCH_LIMITS.zipBytes, tooLarge).bytes;
  } catch (error) {
    if (error instanceof UploadRejectedError)
      throw new BatchRefusal([{ row: null, column: null, message: error.reason === "too-many-bytes" ? tooLarge : BATCH_MESSAGES.zipUnreadable }], error.statusCode);
    throw error;
  }
}

function readZip(zip: Buffer, wanted: (key: string) => boolean): ReturnType<typeof readPhotosZip> {
  try {
    return readPhotosZip(zip, wanted);
  } catch (error) {
    if (error instanceof UnreadableZipError) throw new BatchRefusal([{ row: null, column: null, message: error.message }]);
    throw error;
  }
}

/**
 * Checks each photo as an upload is checked (real type, size, re-encoded upright without its
 * metadata) and, with `save`, stores it; a photo refused is reported with its row. Photos stored
 * before another row is refused are left to media.collect, like any upload nothing refers to.
 */
async function storePhotos(ctx: AppContext, rows: readonly PlannedRow[], save: boolean): Promise<{ hashes: Array<string | undefined>; problems: BatchProblem[] }> {
  const hashes: Array<string | undefined> = new Array(rows.length);
  const problems: BatchProblem[] = [];
  let next = 0;
  const work = async () => {
    for (let i = next++; i < rows.length; i = next++) {
      const row = rows[i];
      if (!row?.photoBytes) continue;
      try {
        const accepted = await acceptImageBytes(row.photoBytes);
        if (save) hashes[i] = (await saveImage(ctx.db.prisma, ctx.media, accepted.bytes)).hash;
      } catch (error) {
        if (!(error instanceof UploadRejectedError)) throw error;
        problems.push({ row: row.row, column: row.photo ? "photo" : "name", message: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: PHOTOS_AT_ONCE }, work));
  return { hashes, problems };
}
