import { QUEUE_NAMES } from "@twend/jobs";
import { Queue } from "bullmq";
import type { Redis } from "ioredis";

export interface QueueSample {
  /** Seconds since the rehearsal's load began. */
  at: number;
  waiting: number;
  active: number;
  /** Age of the oldest job still waiting in any lane, seconds; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** Reads every lane's queue as BullMQ keeps it in Redis, `every` ms, until stopped. */
export function sampleQueues(redis: Redis, prefix: string, startedAt: number, everyMs: number): { samples: QueueSample[]; stop(): Promise<void> } {
  const queues = Object.values(QUEUE_NAMES).map((name) => new Queue(name, { connection: redis, prefix }));
  const samples: QueueSample[] = [];
  const read = async () => {
    let waiting = 0;
    let active = 0;
    let oldest = Infinity;
    for (const queue of queues) {
      const counts = await queue.getJobCounts("waiting", "active");
      waiting += counts.waiting ?? 0;
      active += counts.active ?? 0;
      const [first] = await queue.getJobs(["waiting"], 0, 0, true);
      if (first) oldest = Math.min(oldest, first.timestamp);
    }
    samples.push({ at: (Date.now() - startedAt) / 1000, waiting, active, oldestWaitingSeconds: oldest === Infinity ? 0 : (Date.now() - oldest) / 1000 });
  };
  let running = true;
  const loop = (async () => {
    while (running) {
      await read().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await loop;
      await Promise.all(queues.map((queue) => queue.close()));
    },
  };
}
