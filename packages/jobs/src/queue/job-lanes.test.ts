import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { JobHandlers } from "../definitions.ts";
import { createBullQueue, startBullWorker } from "./bullmq-queue.ts";
import { createInProcessQueue } from "./in-process-queue.ts";
import type { JobQueue } from "./job-queue.ts";

/** Handlers whose batch rows wait until released, and whose renders record that they ran. */
function gatedHandlers() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const rendered: string[] = [];
  const rows: number[] = [];
  const handlers = {
    "batch.row": async ({ row }: { row: number }) => {
      await gate;
      rows.push(row);
    },
    "dp.render": async ({ renderId }: { renderId: string }) => void rendered.push(renderId),
  } as unknown as JobHandlers;
  return { handlers, release, rendered, rows };
}

async function expectRenderPassesBatch(queue: JobQueue, gated: ReturnType<typeof gatedHandlers>, until: (what: () => boolean) => Promise<void>) {
  const batchId = randomUUID();
  // Ten rows in one bulk, row 2 twice in it: one job each.
  const rows = [2, ...Array.from({ length: 10 }, (_, i) => i + 2)];
  await queue.enqueueMany(
    "batch.row",
    rows.map((row) => ({ payload: { batchId, row }, jobId: `batch-${batchId}-${row}-0` })),
  );
  // The same row again, as the sweep does: not a second job.
  await queue.enqueue("batch.row", { batchId, row: 2 }, { jobId: `batch-${batchId}-2-0` });
  const renderId = "a".repeat(64);
  await queue.enqueue("dp.render", { renderId }, { jobId: renderId });
  // A visitor's render runs while the batch's rows still wait, and the rows are not counted where renders wait.
  await until(() => gated.rendered.length === 1);
  expect(gated.rows).toEqual([]);
  expect((await queue.counts()).waiting).toBe(0);
  expect((await queue.counts("batch")).waiting + (await queue.counts("batch")).active).toBe(10);
  gated.release();
  await until(() => gated.rows.length === 10);
  await queue.idle();
  expect(gated.rows.toSorted((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
}

const poll = async (what: () => boolean) => {
  const deadline = Date.now() + 15_000;
  while (!what()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe("the batch lane", () => {
  it("in process: runs beside the main lane, so a batch never holds a visitor's render back", async () => {
    const gated = gatedHandlers();
    const queue = createInProcessQueue(gated.handlers, { error: () => undefined });
    await expectRenderPassesBatch(queue, gated, poll);
    await queue.close();
  });

  it.runIf(process.env.REDIS_URL)("on BullMQ: a queue of its own with workers of its own", async () => {
    const redisUrl = process.env.REDIS_URL ?? "";
    const prefix = `lanes-${randomUUID()}`;
    const gated = gatedHandlers();
    const log = { info: () => undefined, error: () => undefined };
    const queue = createBullQueue({ redisUrl, prefix });
    const worker = startBullWorker({ redisUrl, prefix, concurrency: 2, batchConcurrency: 1 }, gated.handlers, log);
    try {
      await expectRenderPassesBatch(queue, gated, poll);
    } finally {
      await worker.close();
      await queue.close();
    }
  });
});
