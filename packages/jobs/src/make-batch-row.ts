import { designOfRow, type PrismaClient } from "@twend/db";
import { saveImage, type MediaStore } from "@twend/media";
import type { RenderPool } from "./render/render-pool.ts";
import type { JobPayload } from "./definitions.ts";
import { readStoredMedia } from "./read-stored-media.ts";
import { RENDER_MAX_ATTEMPTS } from "./render-dp.ts";

export interface BatchRowDeps {
  prisma: PrismaClient;
  media: MediaStore;
  host: string;
  renderPool: RenderPool;
}

/**
 * Makes one row's DP with the same module as every other render and stores the PNG. Like
 * dp.render it is safe to run twice: a finished row is skipped, and the PNG lands under its
 * content hash. A row that keeps failing is marked failed and reported with the batch; the
 * batch goes on without it.
 */
export async function makeBatchRowJob(deps: BatchRowDeps, { batchId, row }: JobPayload<"batch.row">): Promise<{ status: string }> {
  const { prisma, media } = deps;
  const where = { batchId_row: { batchId, row } };
  const item = await prisma.dpBatchRow.findUnique({ where, include: { batch: { include: { campaign: true } } } });
  if (!item) return { status: "gone" };
  if (item.status === "done" || item.status === "failed") {
    await finishBatchIfComplete(prisma, batchId);
    return { status: item.status };
  }
  await prisma.dpBatchRow.update({ where, data: { status: "active", attempts: { increment: 1 } } });
  await prisma.dpBatch.updateMany({ where: { id: batchId, startedAt: null }, data: { startedAt: new Date() } });
  const attempt = item.attempts + 1;
  try {
    const { campaign } = item.batch;
    if (!campaign.backgroundHash) throw new Error(`Twend ${campaign.id} has no stored background`);
    const png = await deps.renderPool.render({
      kind: "dp",
      input: {
        design: designOfRow(campaign),
        background: await readStoredMedia(media, prisma, campaign.backgroundHash),
        photo: item.photoHash ? await readStoredMedia(media, prisma, item.photoHash) : null,
        name: item.name,
        footer: { host: deps.host },
      },
    });
    const saved = await saveImage(prisma, media, png);
    await prisma.dpBatchRow.update({ where, data: { status: "done", resultHash: saved.hash, error: null } });
  } catch (error) {
    const failedForGood = attempt >= RENDER_MAX_ATTEMPTS;
    const message = error instanceof Error ? error.message.slice(0, 500) : "render failed";
    await prisma.dpBatchRow.update({ where, data: { status: failedForGood ? "failed" : "queued", error: message } });
    // Thrown, the queue tries the row again later; failed for good, the batch carries on and reports it.
    if (!failedForGood) throw error;
  }
  await finishBatchIfComplete(prisma, batchId);
  return { status: "finished" };
}

/** Marks the batch finished once no row waits or runs; whichever row's job ends last does it, once. */
export async function finishBatchIfComplete(prisma: PrismaClient, batchId: string): Promise<void> {
  await prisma.$executeRaw`
    UPDATE dp_batches SET finished_at = now()
    WHERE id = ${batchId}::uuid AND finished_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM dp_batch_rows WHERE batch_id = ${batchId}::uuid AND status IN ('queued', 'active'))`;
}
