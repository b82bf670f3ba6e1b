import type { PrismaClient, User } from "@twend/db";
import { BATCH_LIMITS, BATCH_MESSAGES, type BatchCreateInput, type BatchDto } from "@twend/shared";
import { enqueueBatchRows } from "@twend/jobs";
import type { AppContext } from "../context/app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { findOwnedCampaign } from "../campaigns/owned-campaign.ts";
import { batchFileNames } from "./batch-files.ts";
import { BatchRefusal } from "./batch-refusal.ts";
import { batchDto } from "./batch-dto.ts";
import { readBatchCsv } from "./read-batch-csv.ts";
import { openBatchZip } from "./open-batch-zip.ts";
import { storeBatchPhotos } from "./store-batch-photos.ts";
import type { StagedUpload } from "../trpc/staged-upload.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Starts a batch of DPs on a Twend the caller may edit: the CSV read, each row's photo found in the
 * ZIP (the data URL's, or the bytes the SPA streamed to disk, `upload`), checked like any upload
 * and stored, then one row and one batch-lane job per DP. Nothing is queued unless every row is
 * right; the answer lists the problems found.
 */
export async function createBatch(ctx: AppContext, user: User, input: BatchCreateInput, upload?: StagedUpload): Promise<BatchDto> {
  const campaign = await findOwnedCampaign(ctx, user, input.campaign_id);
  // Refused before the upload is read, and again below where it counts.
  await refuseIfRunning(ctx.db.prisma, campaign.id);

  const csv = await readBatchCsv(input.csv);
  if (!csv.ok) throw new BatchRefusal(csv.problems);
  const rows = csv.rows;
  const zip = await openBatchZip(input.photos_zip, upload);
  let photoHashes: Map<number, string>;
  try {
    photoHashes = await storeBatchPhotos(ctx, rows, csv.hasPhotoColumn, zip);
  } finally {
    await zip?.close();
  }

  const fileNames = batchFileNames(
    rows.map((row) => row.name),
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
        total: rows.length,
        expiresAt: new Date(Date.now() + BATCH_LIMITS.keepDays * DAY_MS),
        rows: {
          createMany: { data: rows.map((row, i) => ({ row: row.row, name: row.name, fileName: fileNames[i] ?? "", photoHash: photoHashes.get(row.row) ?? null })) },
        },
      },
    });
  });
  // Rows whose enqueue fails here (Redis down) are queued again by the dp.sweep job.
  await enqueueBatchRows(
    ctx.jobs,
    rows.map((row) => ({ batchId: batch.id, row: row.row, attempts: 0 })),
  ).catch((error: unknown) => ctx.log.warn({ err: error, batch: batch.id }, "batch rows not queued; the sweep will queue them"));
  return batchDto(ctx, batch);
}

/** One batch of a Twend is made at a time, so one Twend's creators cannot fill the batch lane with many. */
async function refuseIfRunning(db: Pick<PrismaClient, "dpBatch">, campaignId: number): Promise<void> {
  const running = await db.dpBatch.findFirst({ where: { campaignId, finishedAt: null }, select: { id: true } });
  if (running) throw new HttpError(409, BATCH_MESSAGES.batchRunning);
}
