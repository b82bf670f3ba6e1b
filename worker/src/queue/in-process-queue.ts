import { parseJobPayload, type JobHandlers, type JobName, type JobPayload } from "../jobs/definitions.ts";
import type { JobQueue, QueueCounts } from "./job-queue.ts";

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Runs jobs in this process, one at a time, after the enqueueing request has
 * answered: the embedded mode's stand-in for Redis + a worker process.
 */
export function createInProcessQueue(handlers: JobHandlers, log: Logger): JobQueue {
  const counts: QueueCounts = { waiting: 0, active: 0, completed: 0, failed: 0 };
  let tail: Promise<void> = Promise.resolve();
  let closed = false;
  const timers = new Map<string, NodeJS.Timeout>();

  const run = async <N extends JobName>(name: N, payload: JobPayload<N>) => {
    counts.waiting -= 1;
    counts.active += 1;
    try {
      await handlers[name](payload);
      counts.completed += 1;
    } catch (error) {
      counts.failed += 1;
      log.error({ err: error, job: name }, "job failed");
    } finally {
      counts.active -= 1;
    }
  };

  return {
    kind: "in-process",
    async enqueue(name, payload) {
      if (closed) throw new Error("Job queue is closed");
      const valid = parseJobPayload(name, payload);
      counts.waiting += 1;
      tail = tail.then(() => run(name, valid));
    },
    async repeat(name, payload, everyMs) {
      const valid = parseJobPayload(name, payload);
      clearInterval(timers.get(name));
      const timer = setInterval(() => {
        if (closed) return;
        counts.waiting += 1;
        tail = tail.then(() => run(name, valid));
      }, everyMs);
      // A schedule alone must not keep the process alive.
      timer.unref();
      timers.set(name, timer);
    },
    async counts() {
      return { ...counts };
    },
    async idle() {
      // Jobs may enqueue further jobs; wait until the chain stops growing.
      let seen: Promise<void> | undefined;
      while (seen !== tail) {
        seen = tail;
        await seen;
      }
    },
    async ping() {},
    async close() {
      closed = true;
      for (const timer of timers.values()) clearInterval(timer);
      await this.idle();
    },
  };
}
