import type { PrismaClient } from "@twend/db";
import type { JobQueue } from "./queue/job-queue.ts";
import { enqueueBatchRows } from "./enqueue-batch-rows.ts";
import { enqueueRenders } from "./enqueue-renders.ts";

/**
 * Queues again, at start, every visitor's render and creator's batch row that a previous run of
 * this process left unfinished: with the jobs in process, they went with it. Only for a process
 * that owns its database and its queue (the embedded mode); anywhere else another process may be
 * running them, and the dp.sweep job finds lost ones by their age instead.
 */
export async function resumeLostJobs(deps: { prisma: PrismaClient; queue: JobQueue }): Promise<{ renders: number; batchRows: number }> {
  const unfinished = { status: { in: ["queued" as const, "active" as const] } };
  const renders = await deps.prisma.dpRender.findMany({ where: unfinished, select: { id: true }, orderBy: { createdAt: "asc" } });
  await enqueueRenders(
    deps.queue,
    renders.map(({ id }) => id),
  );
  const rows = await deps.prisma.dpBatchRow.findMany({
    where: unfinished,
    select: { batchId: true, row: true, attempts: true },
    orderBy: [{ batchId: "asc" }, { row: "asc" }],
  });
  await enqueueBatchRows(deps.queue, rows);
  return { renders: renders.length, batchRows: rows.length };
}
