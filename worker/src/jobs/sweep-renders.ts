import type { PrismaClient } from "@twend/db";
import type { JobQueue } from "../queue/job-queue.ts";

/** A queued render older than this has lost its job (the enqueue failed after the commit). */
export const RENDER_STUCK_MS = 60_000;
const BATCH = 200;

/**
 * Keeps renders honest: re-enqueues rows left queued (the job id is the row
 * id, so a job that does exist is not doubled) and deletes expired rows, whose
 * photos and PNGs media.collect then removes. Visitors' photos are personal
 * data and are kept no longer than the render's lifetime.
 */
export async function sweepRendersJob(deps: { prisma: PrismaClient; queue: () => JobQueue }): Promise<{ requeued: number; expired: number }> {
  const stuck = await deps.prisma.dpRender.findMany({
    where: { status: "queued", createdAt: { lt: new Date(Date.now() - RENDER_STUCK_MS) } },
    select: { id: true },
    take: BATCH,
  });
  for (const { id } of stuck) await deps.queue().enqueue("dp.render", { renderId: id }, { jobId: id });
  const { count } = await deps.prisma.dpRender.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return { requeued: stuck.length, expired: count };
}
