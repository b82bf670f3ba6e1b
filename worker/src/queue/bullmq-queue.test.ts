import { describe, expect, it } from "vitest";
import { hasRedisServer, redisServerOnFreePort, waitFor } from "../testing/processes.ts";
import { createBullQueue } from "./bullmq-queue.ts";

describe.runIf(hasRedisServer())("the BullMQ producer", () => {
  it("closes without an error when Redis went away after it connected", async () => {
    const redis = await redisServerOnFreePort();
    const lines: string[] = [];
    const queue = createBullQueue({ redisUrl: redis.url, prefix: "close-test", log: { error: (_obj, msg) => void lines.push(msg) } });
    try {
      await redis.start();
      await queue.counts();
      await redis.stop();
      await waitFor("the queue to lose Redis", () => queue.counts().then(() => undefined, () => true), 10_000);
      await expect(queue.close()).resolves.toBeUndefined();
      // A lost connection is the Redis watcher's to report, not the queue's.
      expect(lines).toEqual([]);
    } finally {
      await redis.stop();
    }
  });
});
