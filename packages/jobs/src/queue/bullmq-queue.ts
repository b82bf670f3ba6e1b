import { Queue, Worker } from "bullmq";
import { Redis } from "ioredis";
import { closeRedis, inJobSpan, quietRedisErrors, reconnectWithBackoff, type RedisErrorLog } from "@twend/runtime";
import { JOB_LANES, LANES, parseJobPayload, isJobName, runJob, type JobHandlers, type JobLane } from "../definitions.ts";
import { QUEUE_NAMES, type JobQueue, type QueueCounts } from "./job-queue.ts";
import { listBullJobs, removeBullJob, retryBullJob } from "./bullmq-jobs.ts";
import { splitTraceCarrier, withTraceCarrier } from "./job-trace.ts";

export interface BullOptions {
  redisUrl: string;
  /** Key prefix, so tests and deployments can share one Redis. */
  prefix?: string;
}

// Keep a bounded history: enough for the admin's counts and timings, never unbounded growth.
const RETENTION = { removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } } as const;

/** The producer side used by API processes when REDIS_URL is set. */
export function createBullQueue(options: BullOptions & { log?: RedisErrorLog | undefined }): JobQueue {
  // A producer must fail fast when Redis is down, not pile commands up in memory (the request then answers at once).
  // The connection is ours, not BullMQ's, so closing it never waits on one that is between reconnection attempts
  // (BullMQ would wait for an end ioredis does not report then).
  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: 3, enableOfflineQueue: false, retryStrategy: reconnectWithBackoff });
  const makeQueue = (lane: JobLane) =>
    new Queue(QUEUE_NAMES[lane], {
      connection,
      prefix: options.prefix ?? "twend",
      defaultJobOptions: { attempts: 3, backoff: { type: "exponential", delay: 1000 }, ...RETENTION },
    });
  const queues: Record<JobLane, Queue> = { main: makeQueue("main"), batch: makeQueue("batch") };
  // Each queue listens for the shared connection's errors only while it is open: one arriving as they close (Redis
  // going away at shutdown) would find no listener, and ioredis prints such an error's stack. The Redis watcher reports
  // a lost connection; the queues report the rest through their own listeners below.
  connection.on("error", () => undefined);
  // Without a listener BullMQ prints each connection error's stack, several a second while Redis is down.
  if (options.log) for (const lane of LANES) queues[lane].on("error", quietRedisErrors(options.log, "queue"));
  const counts = async (lane: JobLane): Promise<QueueCounts> => {
    const c = await queues[lane].getJobCounts("waiting", "active", "completed", "failed", "delayed", "prioritized");
    return {
      waiting: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0),
      active: c.active ?? 0,
      completed: c.completed ?? 0,
      failed: c.failed ?? 0,
    };
  };
  return {
    kind: "bullmq",
    async enqueue(name, payload, options) {
      await queues[JOB_LANES[name]].add(name, withTraceCarrier(parseJobPayload(name, payload)), options?.jobId ? { jobId: options.jobId } : {});
    },
    async enqueueMany(name, jobs) {
      await queues[JOB_LANES[name]].addBulk(
        jobs.map(({ payload, jobId }) => ({ name, data: withTraceCarrier(parseJobPayload(name, payload)), opts: jobId ? { jobId } : {} })),
      );
    },
    async repeat(name, payload, everyMs) {
      await queues[JOB_LANES[name]].upsertJobScheduler(name, { every: everyMs }, { name, data: parseJobPayload(name, payload) });
    },
    counts: (lane = "main") => counts(lane),
    async backlog(lane) {
      const [c, oldest] = await Promise.all([
        queues[lane].getJobCounts("waiting", "prioritized", "active", "delayed", "failed"),
        // The wait list's oldest job (its far end) and the most urgent prioritised one.
        queues[lane].getJobs(["wait", "prioritized"], 0, 0, true),
      ]);
      const queuedAt = Math.min(...oldest.map((job) => job.timestamp));
      return {
        waiting: (c.waiting ?? 0) + (c.prioritized ?? 0),
        active: c.active ?? 0,
        delayed: c.delayed ?? 0,
        failed: c.failed ?? 0,
        oldestWaitingSeconds: Number.isFinite(queuedAt) ? Math.max(0, (Date.now() - queuedAt) / 1000) : 0,
      };
    },
    listJobs: (lane, state, range) => listBullJobs(connection, queues[lane], state, range),
    retryJob: (lane, id) => retryBullJob(queues[lane], id),
    removeJob: (lane, id) => removeBullJob(queues[lane], id),
    async idle() {
      for (;;) {
        const all = await Promise.all(LANES.map(counts));
        if (all.every((c) => c.waiting === 0 && c.active === 0)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async ping() {
      // A count is one Redis round trip, and BullMQ 6 keeps its raw client behind a backend interface.
      await queues.main.getJobCounts("active");
    },
    async close() {
      // BullMQ leaves a connection it was given to its owner.
      await Promise.all(LANES.map((lane) => queues[lane].close()));
      await closeRedis(connection);
    },
  };
}

export interface WorkerLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Once no job runs, how long a closing worker may take to say goodbye to Redis before it is left to the exit. */
export const WORKER_CLOSE_GRACE_MS = 1_000;

export interface BullWorker {
  /** Takes no new job, lets the running ones finish and be recorded, then closes its connections. */
  close(): Promise<void>;
}

export interface BullWorkerOptions extends BullOptions {
  /** Jobs of the main lane run at once. */
  concurrency?: number;
  /** Jobs of the batch lane run at once: fewer than the render processes, so visitors' renders always find one. */
  batchConcurrency?: number;
  lockMs?: number;
}

/** The consumer side: a worker process (or several) running the same handlers, one BullMQ worker per lane. */
export function startBullWorker(options: BullWorkerOptions, handlers: JobHandlers, log: WorkerLogger): BullWorker {
  const concurrency: Record<JobLane, number> = { main: options.concurrency ?? 2, batch: options.batchConcurrency ?? 1 };
  const workers = LANES.map(
    (lane) =>
      new Worker(
        QUEUE_NAMES[lane],
        async (job) => {
          const name = job.name;
          if (!isJobName(name)) throw new Error(`Unknown job ${name}`);
          const { payload, carrier } = splitTraceCarrier(job.data);
          return inJobSpan({ name, queue: QUEUE_NAMES[lane], id: job.id, attempt: job.attemptsMade + 1 }, carrier, () => runJob(handlers, name, payload));
        },
        {
          connection: { url: options.redisUrl, maxRetriesPerRequest: null, retryStrategy: reconnectWithBackoff },
          prefix: options.prefix ?? "twend",
          concurrency: concurrency[lane],
          // A job whose worker died is taken back after this long; renewals every half of it keep live jobs.
          ...(options.lockMs ? { lockDuration: options.lockMs, stalledInterval: options.lockMs } : {}),
        },
      ),
  );
  // Jobs taken and not yet recorded as completed or failed.
  let running = 0;
  const idleWaiters: Array<() => void> = [];
  const finished = () => {
    running -= 1;
    if (running === 0) for (const wake of idleWaiters.splice(0)) wake();
  };
  const idle = () => (running === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve)));
  for (const worker of workers) {
    worker.on("active", () => {
      running += 1;
    });
    worker.on("completed", (job) => {
      finished();
      log.info({ job: job.name, id: job.id, ms: (job.finishedOn ?? 0) - (job.processedOn ?? 0) }, "job completed");
    });
    worker.on("failed", (job, err) => {
      if (job) finished();
      log.error({ job: job?.name, id: job?.id, err }, "job failed");
    });
    worker.on("error", quietRedisErrors(log, "worker"));
  }
  return {
    async close() {
      const closing = Promise.all(workers.map((worker) => worker.close()));
      // BullMQ's close can wait for ever on a connection that was between two reconnection attempts when it began
      // (ioredis never reports such a connection ended): once no job runs, nothing is lost by not waiting for it.
      await Promise.race([closing, idle().then(() => new Promise((resolve) => setTimeout(resolve, WORKER_CLOSE_GRACE_MS)))]);
    },
  };
}
