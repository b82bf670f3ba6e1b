import type { QueueJobState } from "@twend/shared";
import type { JobLane, JobName, JobPayload } from "../definitions.ts";

export interface QueueCounts {
  waiting: number;
  active: number;
  completed: number;
  failed: number;
}

/** A lane's jobs as an operator watches them (metrics): what waits, and for how long. */
export interface LaneBacklog {
  /** Ready to run, not yet taken. */
  waiting: number;
  active: number;
  /** Waiting for their time: a retry's backoff, a deferred job. */
  delayed: number;
  failed: number;
  /** Seconds since the oldest waiting job was queued; 0 when none waits. */
  oldestWaitingSeconds: number;
}

/** One job as the admin's queue screen lists it; times in epoch milliseconds. */
export interface JobSummary {
  id: string;
  name: string;
  state: QueueJobState;
  /** When it was first queued. */
  createdAt: number;
  /** When its last attempt began and ended. */
  startedAt: number | null;
  finishedAt: number | null;
  /** When a delayed job is due. */
  runAt: number | null;
  attempts: number;
  maxAttempts: number;
  /** The last attempt's error message, if it failed. */
  error: string | null;
}

/** A page of one state's jobs, and the lane's count in every state (each list's whole length). */
export interface JobListing {
  jobs: JobSummary[];
  counts: Record<QueueJobState, number>;
}

/** What the API needs from the job system, whichever backend runs it. */
export interface QueuedJob<N extends JobName> {
  payload: JobPayload<N>;
  jobId?: string;
}

export interface JobQueue {
  readonly kind: "in-process" | "bullmq";
  /** With a `jobId`, a job already waiting or running under that id is not added twice. */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options?: { jobId?: string }): Promise<void>;
  /** Many jobs of one kind at once (with BullMQ, one round trip to Redis); each `jobId` as in `enqueue`. */
  enqueueMany<N extends JobName>(name: N, jobs: readonly QueuedJob<N>[]): Promise<void>;
  /** Runs the job every `everyMs`; idempotent, so every process may declare the same schedule. */
  repeat<N extends JobName>(name: N, payload: JobPayload<N>, everyMs: number): Promise<void>;
  /** The jobs of one lane (JOB_LANES); default the main one, where visitors' renders wait. */
  counts(lane?: JobLane): Promise<QueueCounts>;
  /** One lane's waiting, running, delayed and failed jobs and the age of the oldest waiting one. */
  backlog(lane: JobLane): Promise<LaneBacklog>;
  /**
   * One lane's jobs in one state, newest first, `range.limit` of them from `range.offset` (0 reads
   * the counts alone), with how many the lane holds in each state: the admin's queue screen.
   */
  listJobs(lane: JobLane, state: QueueJobState, range: { offset: number; limit: number }): Promise<JobListing>;
  /** Queues a failed job again with its attempts counted afresh; false when the lane has no failed job of that id. */
  retryJob(lane: JobLane, id: string): Promise<boolean>;
  /** Deletes a failed job; false when the lane has no failed job of that id. */
  removeJob(lane: JobLane, id: string): Promise<boolean>;
  /** Resolves when no job is waiting or running in any lane (in-process mode; tests and shutdown). */
  idle(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The BullMQ queue of each lane. */
export const QUEUE_NAMES: Readonly<Record<JobLane, string>> = { main: "twend", batch: "twend-batch" };
