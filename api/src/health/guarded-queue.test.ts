import { randomUUID } from "node:crypto";
import { createBullQueue } from "@twend/jobs";
import { createDependencyMonitor } from "@twend/runtime";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { guardQueue } from "./guarded-queue.ts";

describe.runIf(process.env.REDIS_URL)("the guarded BullMQ queue", () => {
  it("queues a bulk in its kind's lane and counts each lane it is asked for", async () => {
    const dependencies = createDependencyMonitor(pino({ level: "silent" }));
    dependencies.require("redis");
    dependencies.markUp("redis");
    const queue = guardQueue(createBullQueue({ redisUrl: process.env.REDIS_URL ?? "", prefix: `guarded-${randomUUID()}` }), dependencies);
    try {
      const batchId = randomUUID();
      await queue.enqueueMany(
        "batch.row",
        [2, 3, 4].map((row) => ({ payload: { batchId, row }, jobId: `batch-${batchId}-${row}-0` })),
      );
      expect(await queue.counts("batch")).toMatchObject({ waiting: 3, active: 0 });
      expect(await queue.counts("main")).toMatchObject({ waiting: 0, active: 0 });
      expect(await queue.counts()).toMatchObject({ waiting: 0, active: 0 });
    } finally {
      await queue.close();
      dependencies.close();
    }
  });
});
