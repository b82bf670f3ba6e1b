import type { QueueJobState } from "@twend/shared";
import type { Job, Queue } from "bullmq";
import type { Redis } from "ioredis";
import { errorText } from "./job-journal.ts";
import type { JobListing, JobSummary } from "./job-queue.ts";

/** BullMQ keeps a delayed job's due time in its score, shifted left 12 bits (the low ones order jobs due in the same millisecond). */
const DELAYED_SCORE_SHIFT = 0x1000;

/** When each delayed job is due: a back-off's due time is not in the job's own fields. */
async function dueTimes(connection: Redis, queue: Queue, jobs: readonly Job[]): Promise<Array<number | null>> {
  if (jobs.length === 0) return [];
  const pipeline = connection.pipeline();
  for (const job of jobs) pipeline.zscore(queue.keys.delayed ?? queue.toKey("delayed"), job.id ?? "");
  const replies = (await pipeline.exec()) ?? [];
  return replies.map(([error, score]) => (error || score === null ? null : Math.floor(Number(score) / DELAYED_SCORE_SHIFT)));
}

function summary(job: Job, state: QueueJobState, runAt: number | null): JobSummary {
  return {
    id: job.id ?? "",
    name: job.name,
    state,
    createdAt: job.timestamp,
    startedAt: job.processedOn ?? null,
    finishedAt: job.finishedOn ?? null,
    runAt,
    attempts: job.attemptsMade,
    maxAttempts: job.opts.attempts ?? 1,
    // A job waiting for its next attempt still carries the last one's reason.
    error: job.failedReason ? errorText(job.failedReason) : null,
  };
}

/** One lane's jobs in one state, newest first (the lists' far end, the sets' highest scores), with the lane's counts. */
export async function listBullJobs(connection: Redis, queue: Queue, state: QueueJobState, range: { offset: number; limit: number }): Promise<JobListing> {
  const [counts, jobs] = await Promise.all([
    queue.getJobCounts("waiting", "active", "delayed", "failed", "completed"),
    // An end of -1 would mean the whole list.
    range.limit > 0 ? queue.getJobs([state], range.offset, range.offset + range.limit - 1, false) : Promise.resolve([]),
  ]);
  const due = state === "delayed" ? await dueTimes(connection, queue, jobs) : [];
  return {
    jobs: jobs.map((job, i) => summary(job, state, due[i] ?? null)),
    counts: {
      waiting: counts.waiting ?? 0,
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      failed: counts.failed ?? 0,
      completed: counts.completed ?? 0,
    },
  };
}

/** The job when it is one of the queue's failed ones. */
async function failedJob(queue: Queue, id: string): Promise<Job | undefined> {
  const job = await queue.getJob(id);
  return job && (await job.isFailed()) ? job : undefined;
}

/** Moves a failed job back to waiting with a fresh set of attempts; false when no failed job has that id. */
export async function retryBullJob(queue: Queue, id: string): Promise<boolean> {
  const job = await failedJob(queue, id);
  if (!job) return false;
  try {
    await job.retry("failed", { resetAttemptsMade: true, resetAttemptsStarted: true });
    return true;
  } catch (error) {
    // Retried or removed by someone else between the look and the move.
    if (!(await failedJob(queue, id))) return false;
    throw error;
  }
}

/** Deletes a failed job; false when no failed job has that id. */
export async function removeBullJob(queue: Queue, id: string): Promise<boolean> {
  if (!(await failedJob(queue, id))) return false;
  return (await queue.remove(id)) > 0;
}
