import { describe, expect, it } from "vitest";
import { hasRedisServer, redisServerOnFreePort, waitFor } from "@twend/runtime/testing";
import type { JobHandlers } from "../definitions.ts";
import { createBullQueue, startBullWorker } from "./bullmq-queue.ts";

describe.runIf(hasRedisServer())("the BullMQ producer", () => {
  it("closes without an error when Redis went away after it connected", async () => {
    const redis = await redisServerOnFreePort();
    const lines: string[] = [];
    const queue = createBullQueue({ redisUrl: redis.url, prefix: "close-test", log: { error: (_obj, msg) => void lines.push(msg) } });
    try {
      await redis.start();
      await queue.counts();
      await redis.stop();
      await waitFor(
        "the queue to lose Redis",
        () =>
          queue.counts().then(
            () => undefined,
            () => true,
          ),
        10_000,
      );
      await expect(queue.close()).resolves.toBeUndefined();
      // A lost connection is the Redis watcher's to report, not the queue's.
      expect(lines).toEqual([]);
    } finally {
      await redis.stop();
    }
  });

  it("the consumer closes, its jobs done, when Redis restarted under it a moment before", async () => {
    const redis = await redisServerOnFreePort();
    const errors: string[] = [];
    const log = { info: () => undefined, error: (_obj: object, msg: string) => void errors.push(msg) };
    let handled = 0;
    const handlers = { "campaign.trending": async () => void (handled += 1) } as unknown as JobHandlers;
    const producer = createBullQueue({ redisUrl: redis.url, prefix: "restart-test", log });
    try {
      await redis.start();
      const worker = startBullWorker({ redisUrl: redis.url, prefix: "restart-test" }, handlers, log);
      await producer.enqueue("campaign.trending", {});
      await waitFor("the job to run", async () => (handled === 1 ? true : undefined), 10_000);
      await redis.stop();
      // Long enough for the worker's connections to back off to a retry a few seconds away.
      await new Promise((r) => setTimeout(r, 2_000));
      await redis.start();
      // BullMQ's own close waits for ever here (its blocking connection is between two reconnection attempts).
      await worker.close();
      expect(errors).toEqual([]);
    } finally {
      await producer.close();
      await redis.stop();
    }
  });
});
