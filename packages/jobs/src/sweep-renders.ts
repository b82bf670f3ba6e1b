import type { PrismaClient } from "@twend/db";
import type { MediaStore } from "@twend/media";
import type { JobQueue } from "./queue/job-queue.ts";
import { deleteMediaIfUnreferenced } from "./collect-media.ts";
import { enqueueBatchRows } from "./enqueue-batch-rows.ts";
import { enqueueRenders } from "./enqueue-renders.ts";

/** A queued render older than this has lost its job (the enqueue failed after the commit). */
export const RENDER_STUCK_MS = 60_000;
/**
 * A batch row untouched for this long while queued or running has lost its job (a worker killed
 * mid-row, the embedded process restarted): longer than a render may take before it is stopped.
 */
export const BATCH_ROW_STUCK_MS = 2 * 60_000;
const BATCH = 200;

/**
 * Keeps renders honest: re-enqueues rows left queued (the job id is the row
 * id, so a job that does exist is not doubled) and deletes expired rows.
 * Visitors' photos are personal data, kept no longer than the render's
 * lifetime as the privacy page promises: the files an expired render, share
 * page (`/d/{id}`) or batch used are deleted with it, unless something else
 * still refers to them, rather than waiting for media.collect's grace period.
 * Creators' batches too: rows whose job was lost are queued again, so a batch
 * finishes whatever restarted meanwhile.
 */
export async function sweepRendersJob(deps: {
  prisma: PrismaClient;
  media: MediaStore;
  queue: () => JobQueue;
}): Promise<{ requeued: number; expired: number; sharesExpired: number; batchRowsRequeued: number; batchesExpired: number; mediaDeleted: number }> {
  const stuck = await deps.prisma.dpRender.findMany({
    where: { status: "queued", createdAt: { lt: new Date(Date.now() - RENDER_STUCK_MS) } },
    select: { id: true },
    take: BATCH,
  });
  await enqueueRenders(
    deps.queue(),
    stuck.map(({ id }) => id),
  );
  const stuckRows = await deps.prisma.dpBatchRow.findMany({
    where: { status: { in: ["queued", "active"] }, updatedAt: { lt: new Date(Date.now() - BATCH_ROW_STUCK_MS) } },
    select: { batchId: true, row: true, attempts: true },
    orderBy: { updatedAt: "asc" },
    take: BATCH,
  });
  await enqueueBatchRows(deps.queue(), stuckRows);
  const now = new Date();
  const renders = await deps.prisma.$queryRaw<UsedMedia[]>`
    DELETE FROM dp_renders WHERE expires_at < ${now} RETURNING ARRAY[photo_hash, result_hash] AS hashes`;
  const shares = await deps.prisma.$queryRaw<UsedMedia[]>`
    DELETE FROM shared_dps WHERE expires_at < ${now} RETURNING ARRAY[media_hash] AS hashes`;
  const batchRows = await deps.prisma.$queryRaw<UsedMedia[]>`
    DELETE FROM dp_batch_rows r USING dp_batches b WHERE r.batch_id = b.id AND b.expires_at < ${now} RETURNING ARRAY[r.photo_hash, r.result_hash] AS hashes`;
  const batches = await deps.prisma.dpBatch.deleteMany({ where: { expiresAt: { lt: now } } });
  let mediaDeleted = 0;
  for (const hash of new Set([...renders, ...shares, ...batchRows].flatMap(({ hashes }) => hashes))) {
    if (hash && (await deleteMediaIfUnreferenced(deps, hash))) mediaDeleted += 1;
  }
  return {
    requeued: stuck.length,
    expired: renders.length,
    sharesExpired: shares.length,
    batchRowsRequeued: stuckRows.length,
    batchesExpired: batches.count,
    mediaDeleted,
  };
}

/** The stored files one deleted row used. */
interface UsedMedia {
  hashes: Array<string | null>;
}
