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
  /** Resolves when no job is waiting or running in any lane (in-process mode; tests and shutdown). */
  idle(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The BullMQ queue of each lane. */
export const QUEUE_NAMES: Readonly<Record<JobLane, string>> = { main: "twend", batch: "twend-batch" };
