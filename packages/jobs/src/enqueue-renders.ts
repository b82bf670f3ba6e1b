import type { JobQueue } from "./queue/job-queue.ts";

/**
 * Queues visitors' renders by id, in one call; the job id is the render's, so a render whose job
 * is still waiting is not queued twice.
 */
export async function enqueueRenders(queue: JobQueue, renderIds: readonly string[]): Promise<void> {
  // The sweep calls this every minute, nearly always with nothing to queue: no round trip then.
  if (renderIds.length === 0) return;
  await queue.enqueueMany(
    "dp.render",
    renderIds.map((id) => ({ payload: { renderId: id }, jobId: id })),
  );
}
