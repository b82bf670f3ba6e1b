import { createBullQueue, LANES } from "@twend/jobs";

export interface QueueSample {
  /** Seconds since the rehearsal's load began. */
  at: number;
  waiting: number;
  active: number;
  /** Age of the oldest job still waiting in any lane, seconds; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** Reads every lane's backlog as the API's metrics do, `every` ms, until stopped. */
export function sampleQueues(redisUrl: string, prefix: string, startedAt: number, everyMs: number): { samples: QueueSample[]; stop(): Promise<void> } {
  const queue = createBullQueue({ redisUrl, prefix });
  const samples: QueueSample[] = [];
  const read = async () => {
    const lanes = await Promise.all(LANES.map((lane) => queue.backlog(lane)));
    samples.push({
      at: (Date.now() - startedAt) / 1000,
      waiting: lanes.reduce((sum, lane) => sum + lane.waiting, 0),
      active: lanes.reduce((sum, lane) => sum + lane.active, 0),
      oldestWaitingSeconds: Math.max(...lanes.map((lane) => lane.oldestWaitingSeconds)),
    });
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
      await queue.close();
    },
  };
}
