import type { PrismaClient } from "@twend/db";
import type { JobQueue } from "../queue/job-queue.ts";
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
 * id, so a job that does exist is not doubled) and deletes expired rows, whose
 * photos and PNGs media.collect then removes. Visitors' photos are personal
 * data and are kept no longer than the render's lifetime. Expired share pages
 * (`/d/{id}`) go the same way: their rows here, their PNGs in media.collect.
 * Creators' batches too: rows whose job was lost are queued again, so a batch
 * finishes whatever restarted meanwhile, and expired batches are deleted.
 */
export async function sweepRendersJob(deps: {
  prisma: PrismaClient;
  queue: () => JobQueue;
}): Promise<{ requeued: number; expired: number; sharesExpired: number; batchRowsRequeued: number; batchesExpired: number }> {
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
  const { count } = await deps.prisma.dpRender.deleteMany({ where: { expiresAt: { lt: now } } });
  const shares = await deps.prisma.sharedDp.deleteMany({ where: { expiresAt: { lt: now } } });
  const batches = await deps.prisma.dpBatch.deleteMany({ where: { expiresAt: { lt: now } } });
  return { requeued: stuck.length, expired: count, sharesExpired: shares.count, batchRowsRequeued: stuckRows.length, batchesExpired: batches.count };
}
