import type { QueueJobState } from "@twend/shared";
import type { JobName } from "../definitions.ts";
import type { JobListing, JobSummary } from "./job-queue.ts";

/**
 * How many finished jobs the in-process queue remembers per lane, the most recent ones: enough to
 * see what went wrong lately and try it again, never unbounded growth (BullMQ keeps its own, see
 * RETENTION in bullmq-queue.ts).
 */
export const IN_PROCESS_RETENTION = { completed: 200, failed: 500 } as const;

/** An error message is kept to this many characters. */
export const JOB_ERROR_MAX = 2000;

export interface JobRecord {
  id: string;
  name: JobName;
  /** Kept so a failed job can be queued again as it was. */
  payload: unknown;
  createdAt: number;
  startedAt: number | null;
  finishedAt: number | null;
  attempts: number;
  error: string | null;
}

/** An error as one line of text for the screen, bounded. */
export function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > JOB_ERROR_MAX ? `${message.slice(0, JOB_ERROR_MAX - 1)}…` : message;
}

/**
 * One lane's jobs by state in the in-process queue, for the admin's queue screen: what BullMQ
 * keeps in Redis. Each map keeps its jobs in the order they entered it; one id is one job, as in
 * BullMQ, so a job that finishes again replaces its older record.
 */
export class JobJournal {
  private readonly byState = {
    waiting: new Map<string, JobRecord>(),
    active: new Map<string, JobRecord>(),
    completed: new Map<string, JobRecord>(),
    failed: new Map<string, JobRecord>(),
  };

  queued(id: string, name: JobName, payload: unknown): JobRecord {
    const record: JobRecord = { id, name, payload, createdAt: Date.now(), startedAt: null, finishedAt: null, attempts: 0, error: null };
    this.byState.waiting.set(id, record);
    return record;
  }

  /** A job queued again keeps the time it was first queued, as a BullMQ retry does. */
  backdate(id: string, createdAt: number): void {
    const record = this.byState.waiting.get(id);
    if (record) record.createdAt = createdAt;
  }

  /** When the job that has waited longest was queued (a retried job counts from its first queueing, as in BullMQ). */
  oldestWaitingSince(): number | undefined {
    let oldest: number | undefined;
    for (const { createdAt } of this.byState.waiting.values()) if (oldest === undefined || createdAt < oldest) oldest = createdAt;
    return oldest;
  }

  started(record: JobRecord): void {
    this.byState.waiting.delete(record.id);
    record.startedAt = Date.now();
    record.attempts += 1;
    this.byState.active.set(record.id, record);
  }

  /** Moves a job that ran to the completed or, with its error, the failed ones, forgetting the oldest past the retention. */
  finished(record: JobRecord, failure?: { error: unknown }): void {
    this.byState.active.delete(record.id);
    record.finishedAt = Date.now();
    record.error = failure ? errorText(failure.error) : null;
    const state = failure ? "failed" : "completed";
    const kept = this.byState[state];
    kept.delete(record.id);
    kept.set(record.id, record);
    for (const id of kept.keys()) {
      if (kept.size <= IN_PROCESS_RETENTION[state]) break;
      kept.delete(id);
    }
    // The same job done again leaves no older failure of it behind, as in BullMQ.
    if (!failure) this.byState.failed.delete(record.id);
  }

  /** Takes a failed job out of the journal (to queue it again or drop it). */
  takeFailed(id: string): JobRecord | undefined {
    const record = this.byState.failed.get(id);
    this.byState.failed.delete(id);
    return record;
  }

  list(state: QueueJobState, offset: number, limit: number): JobListing {
    // Nothing in process waits for a time of its own: a failed job is not tried again by itself.
    const records = state === "delayed" ? [] : [...this.byState[state].values()];
    const jobs = records
      .reverse()
      .slice(offset, offset + limit)
      .map((record): JobSummary => ({
        id: record.id,
        name: record.name,
        state,
        createdAt: record.createdAt,
        startedAt: record.startedAt,
        finishedAt: record.finishedAt,
        runAt: null,
        attempts: record.attempts,
        maxAttempts: 1,
        error: record.error,
      }));
    const { waiting, active, completed, failed } = this.byState;
    return { jobs, counts: { waiting: waiting.size, active: active.size, delayed: 0, failed: failed.size, completed: completed.size } };
  }
}
