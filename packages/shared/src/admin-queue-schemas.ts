import { z } from "zod";
import { adminLimitField, adminPageField } from "./admin-schemas.ts";
import { maxChars, minChars, oneOf } from "./schema-checks.ts";
import { text } from "./safe-input.ts";

/**
 * The job queue's lanes, as @twend/jobs names them (JOB_LANES): "main" for visitors' renders and
 * every other job, "batch" for the rows of creators' batches.
 */
export const QUEUE_LANES = ["main", "batch"] as const;
export type QueueLane = (typeof QUEUE_LANES)[number];

/** The states the admin's queue screen lists a lane's jobs by, in the order of its tabs. */
export const QUEUE_JOB_STATES = ["waiting", "active", "delayed", "failed", "completed"] as const;
export type QueueJobState = (typeof QUEUE_JOB_STATES)[number];

/** Which queue runs the jobs: BullMQ on Redis (REDIS_URL, worker processes) or the embedded mode's in-process one. */
export const QUEUE_BACKENDS = ["bullmq", "in-process"] as const;

/** The longest job id either backend hands out is a 64-hex render id; anything far longer names no job. */
const JOB_ID_MAX = 200;

const lane = oneOf("lane", QUEUE_LANES);
const state = oneOf("state", QUEUE_JOB_STATES);
const count = z.number().int().min(0);
const instant = z.iso.datetime();

/** How many jobs a lane holds in each state: the length of each list the screen pages through. */
export const queueStateCountsSchema = z.object({ waiting: count, active: count, delayed: count, failed: count, completed: count });
export type QueueStateCounts = z.infer<typeof queueStateCountsSchema>;

/** admin.jobQueue.jobs: one lane's jobs in one state, a page at a time, newest first. */
export const adminQueueJobsQuerySchema = z.object({
  lane: lane.default("main"),
  state: state.default("failed"),
  page: adminPageField,
  limit: adminLimitField,
});
export type AdminQueueJobsQuery = z.infer<typeof adminQueueJobsQuerySchema>;

/** One job as the screen shows it; times are ISO 8601. */
export const adminQueueJobSchema = z.object({
  id: z.string(),
  /** The job's name in JOB_PAYLOADS, such as `dp.render`. */
  name: z.string(),
  state,
  /** When it was queued (a retry keeps the first time). */
  created_at: instant,
  /** When its last attempt began, and when it finished; null before. */
  started_at: instant.nullable(),
  finished_at: instant.nullable(),
  /** When a delayed job (a retry's back-off, a recurring job's next run) is due; null in other states. */
  run_at: instant.nullable(),
  /** Attempts made, and how many the queue allows before the job fails for good. */
  attempts: count,
  max_attempts: count,
  /** The last attempt's error message: always there on a failed job, and on one waiting to be tried again. */
  error: z.string().nullable(),
});
export type AdminQueueJob = z.infer<typeof adminQueueJobSchema>;

export const adminQueueJobsSchema = z.object({
  backend: z.enum(QUEUE_BACKENDS),
  /** Every lane with its counts, so the screen shows them all whichever one it lists. */
  lanes: z.array(z.object({ lane, counts: queueStateCountsSchema })),
  jobs: z.array(adminQueueJobSchema),
  pagination: z.object({ page: count, limit: count, total: count, totalPages: count }),
});
export type AdminQueueJobs = z.infer<typeof adminQueueJobsSchema>;

/** admin.jobQueue.retry and admin.jobQueue.remove: a failed job, by its lane and id. */
export const adminQueueJobRefSchema = z.object({
  lane,
  id: text().check(minChars("id", 1), maxChars("id", JOB_ID_MAX)),
});
export type AdminQueueJobRef = z.infer<typeof adminQueueJobRefSchema>;

/** What retry and remove answer: the job they acted on. */
export const adminQueueActionSchema = z.object({ lane, id: z.string() });
