import type { JobQueue } from "./queue/job-queue.ts";

export interface BatchRowRef {
  batchId: string;
  row: number;
  /** Tries so far: a row tried before gets a job of a new id, since its old job may have ended failed. */
  attempts: number;
}

/** Queues rows' jobs; one that is already waiting under the same id is not queued twice. */
export async function enqueueBatchRows(queue: JobQueue, rows: readonly BatchRowRef[]): Promise<void> {
  // The sweep calls this every minute, nearly always with nothing to queue: no round trip then.
  if (rows.length === 0) return;
  await queue.enqueueMany(
    "batch.row",
    rows.map(({ batchId, row, attempts }) => ({ payload: { batchId, row }, jobId: `batch-${batchId}-${row}-${attempts}` })),
  );
}
