import { Queue, Worker } from "bullmq";
import { isRedisConnectionError, quietRedisErrors, reconnectWithBackoff, type RedisErrorLog } from "../health/redis-clients.ts";
import { parseJobPayload, isJobName, runJob, type JobHandlers } from "../jobs/definitions.ts";
import { QUEUE_NAME, type JobQueue } from "./job-queue.ts";

export interface BullOptions {
  redisUrl: string;
  /** Key prefix, so tests and deployments can share one Redis. */
  prefix?: string;
}

// Keep a bounded history: enough for the admin's counts and timings, never unbounded growth.
const RETENTION = { removeOnComplete: { count: 1000 }, removeOnFail: { count: 5000 } } as const;

/** The producer side used by API processes when REDIS_URL is set. */
export function createBullQueue(options: BullOptions & { log?: RedisErrorLog | undefined }): JobQueue {
  const queue = new Queue(QUEUE_NAME, {
    // A producer must fail fast when Redis is down, not pile commands up in memory (the request then answers at once).
    connection: { url: options.redisUrl, maxRetriesPerRequest: 3, enableOfflineQueue: false, retryStrategy: reconnectWithBackoff },
    prefix: options.prefix ?? "twend",
    defaultJobOptions: { attempts: 3, backoff: { type: "exponential", delay: 1000 }, ...RETENTION },
  });
  // Without a listener BullMQ prints each connection error's stack, several a second while Redis is down.
  if (options.log) queue.on("error", quietRedisErrors(options.log, "queue"));
  return {
    kind: "bullmq",
    async enqueue(name, payload, options) {
      await queue.add(name, parseJobPayload(name, payload), options?.jobId ? { jobId: options.jobId } : {});
    },
    async repeat(name, payload, everyMs) {
      await queue.upsertJobScheduler(name, { every: everyMs }, { name, data: parseJobPayload(name, payload) });
    },
    async counts() {
      const c = await queue.getJobCounts("waiting", "active", "completed", "failed", "delayed", "prioritized");
      return {
        waiting: (c.waiting ?? 0) + (c.delayed ?? 0) + (c.prioritized ?? 0),
        active: c.active ?? 0,
        completed: c.completed ?? 0,
        failed: c.failed ?? 0,
      };
    },
    async idle() {
      for (;;) {
        const c = await this.counts();
        if (c.waiting === 0 && c.active === 0) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async ping() {
      // A count is one Redis round trip, and BullMQ 6 keeps its raw client behind a backend interface.
      await queue.getJobCounts("active");
    },
    async close() {
      try {
        await queue.close();
      } catch (error) {
        // Redis is down, or its connection not back yet: there is nothing to say goodbye to, so drop it.
        if (!isRedisConnectionError(error)) throw error;
        await queue.disconnect();
      }
    },
  };
}

export interface WorkerLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The consumer side: a worker process (or several) running the same handlers. */
export function startBullWorker(
  options: BullOptions & { concurrency?: number; lockMs?: number },
  handlers: JobHandlers,
  log: WorkerLogger,
): Worker {
  const worker = new Worker(
    QUEUE_NAME,
    async (job) => {
      if (!isJobName(job.name)) throw new Error(`Unknown job ${job.name}`);
      return runJob(handlers, job.name, job.data);
    },
    {
      connection: { url: options.redisUrl, maxRetriesPerRequest: null, retryStrategy: reconnectWithBackoff },
      prefix: options.prefix ?? "twend",
      concurrency: options.concurrency ?? 2,
      // A job whose worker died is taken back after this long; renewals every half of it keep live jobs.
      ...(options.lockMs ? { lockDuration: options.lockMs, stalledInterval: options.lockMs } : {}),
    },
  );
  worker.on("completed", (job) => log.info({ job: job.name, id: job.id, ms: (job.finishedOn ?? 0) - (job.processedOn ?? 0) }, "job completed"));
  worker.on("failed", (job, err) => log.error({ job: job?.name, id: job?.id, err }, "job failed"));
  worker.on("error", quietRedisErrors(log, "worker"));
  return worker;
}
