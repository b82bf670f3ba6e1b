import { currentTraceCarrier, inJobSpan } from "@twend/runtime";
import { JOB_LANES, LANES, parseJobPayload, type JobHandlers, type JobLane, type JobName, type JobPayload } from "../definitions.ts";
import type { JobQueue, QueueCounts } from "./job-queue.ts";
import { JobJournal } from "./job-journal.ts";

interface Logger {
  error(obj: object, msg: string): void;
}

interface Lane {
  counts: QueueCounts;
  tail: Promise<void>;
}

/**
 * Runs jobs in this process, one at a time per lane, after the enqueueing request has
 * answered: the embedded mode's stand-in for Redis + a worker process. The lanes run side by
 * side, so a creator's batch never holds up a visitor's render.
 */
export function createInProcessQueue(handlers: JobHandlers, log: Logger): JobQueue {
  const lanes: Record<JobLane, Lane> = {
    main: { counts: { waiting: 0, active: 0, completed: 0, failed: 0 }, tail: Promise.resolve() },
    batch: { counts: { waiting: 0, active: 0, completed: 0, failed: 0 }, tail: Promise.resolve() },
  };
  // Ids of jobs waiting or running, so enqueueing one again (a sweep re-enqueueing a row) does not run it twice.
  const pendingIds = new Set<string>();
  let closed = false;
  const timers = new Map<string, NodeJS.Timeout>();
  // Every job by state, the recent finished ones included, for the admin's queue screen; jobs queued without an id get a number.
  const journals: Record<JobLane, JobJournal> = { main: new JobJournal(), batch: new JobJournal() };
  let lastJobNumber = 0;

  const schedule = <N extends JobName>(name: N, payload: JobPayload<N>, jobId?: string) => {
    const lane = lanes[JOB_LANES[name]];
    lane.counts.waiting += 1;
    if (jobId) pendingIds.add(jobId);
    const journal = journals[JOB_LANES[name]];
    const record = journal.queued(jobId ?? String((lastJobNumber += 1)), name, payload);
    // The enqueuer's trace context, taken now: the job runs later, after the request has answered.
    const carrier = currentTraceCarrier();
    lane.tail = lane.tail.then(async () => {
      lane.counts.waiting -= 1;
      lane.counts.active += 1;
      journal.started(record);
      try {
        await inJobSpan({ name, queue: "in-process" }, carrier, () => handlers[name](payload));
        lane.counts.completed += 1;
        journal.finished(record);
      } catch (error) {
        lane.counts.failed += 1;
        journal.finished(record, { error });
        log.error({ err: error, job: name }, "job failed");
      } finally {
        lane.counts.active -= 1;
        if (jobId) pendingIds.delete(jobId);
      }
    });
  };

  return {
    kind: "in-process",
    async enqueue(name, payload, options) {
      if (closed) throw new Error("Job queue is closed");
      const valid = parseJobPayload(name, payload);
      if (options?.jobId && pendingIds.has(options.jobId)) return;
      schedule(name, valid, options?.jobId);
    },
    async enqueueMany(name, jobs) {
      if (closed) throw new Error("Job queue is closed");
      // Every payload is checked before any job is queued, as BullMQ takes a bulk whole or not at all.
      const valid = jobs.map(({ payload, jobId }) => ({ payload: parseJobPayload(name, payload), jobId }));
      for (const { payload, jobId } of valid) if (!jobId || !pendingIds.has(jobId)) schedule(name, payload, jobId);
    },
    async repeat(name, payload, everyMs) {
      const valid = parseJobPayload(name, payload);
      clearInterval(timers.get(name));
      const timer = setInterval(() => {
        if (!closed) schedule(name, valid);
      }, everyMs);
      // A schedule alone must not keep the process alive.
      timer.unref();
      timers.set(name, timer);
    },
    async counts(lane = "main") {
      return { ...lanes[lane].counts };
    },
    async backlog(lane) {
      const { counts } = lanes[lane];
      const oldest = journals[lane].oldestWaitingSince();
      // Nothing here waits for a time of its own: a failed job runs again only when an admin retries it.
      return {
        waiting: counts.waiting,
        active: counts.active,
        delayed: 0,
        failed: counts.failed,
        oldestWaitingSeconds: oldest === undefined ? 0 : (Date.now() - oldest) / 1000,
      };
    },
    async listJobs(lane, state, { offset, limit }) {
      return journals[lane].list(state, offset, limit);
    },
    async retryJob(lane, id) {
      if (closed) throw new Error("Job queue is closed");
      const failed = journals[lane].takeFailed(id);
      if (!failed) return false;
      lanes[lane].counts.failed -= 1;
      // Already queued again under its id (a sweep found it): that run is the retry.
      if (pendingIds.has(id)) return true;
      schedule(failed.name, parseJobPayload(failed.name, failed.payload), id);
      journals[lane].backdate(id, failed.createdAt);
      return true;
    },
    async removeJob(lane, id) {
      if (!journals[lane].takeFailed(id)) return false;
      lanes[lane].counts.failed -= 1;
      return true;
    },
    async idle() {
      // Jobs may enqueue further jobs, in any lane; wait until no chain grows any more.
      for (;;) {
        const seen = LANES.map((lane) => lanes[lane].tail);
        await Promise.all(seen);
        if (LANES.every((lane, i) => lanes[lane].tail === seen[i])) return;
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
