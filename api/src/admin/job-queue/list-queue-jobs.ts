import type { JobLane, JobSummary } from "@twend/jobs";
import type { AdminQueueJob, AdminQueueJobs, AdminQueueJobsQuery, QueueLane } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { pageOf } from "../pagination.ts";

/** Every lane of the queue, as the shared schema names it: a lane added to the queue fails to compile here until it has its name there. */
const LANES: Readonly<Record<JobLane, QueueLane>> = { main: "main", batch: "batch" };

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toRow(job: JobSummary): AdminQueueJob {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    created_at: new Date(job.createdAt).toISOString(),
    started_at: iso(job.startedAt),
    finished_at: iso(job.finishedAt),
    run_at: iso(job.runAt),
    attempts: job.attempts,
    max_attempts: job.maxAttempts,
    error: job.error,
  };
}

/**
 * The admin's queue screen: one lane's jobs in one state, newest first, and every lane's counts,
 * from whichever queue runs the jobs (BullMQ, or the embedded mode's in-process one).
 */
export async function listQueueJobs(ctx: AppContext, query: AdminQueueJobsQuery): Promise<AdminQueueJobs> {
  const range = { offset: (query.page - 1) * query.limit, limit: query.limit };
  // The other lanes are read for their counts alone.
  const listings = await Promise.all(
    (Object.keys(LANES) as JobLane[]).map(async (lane) => ({
      lane,
      ...(await ctx.jobs.listJobs(lane, query.state, lane === query.lane ? range : { offset: 0, limit: 0 })),
    })),
  );
  const shown = listings.find((listing) => listing.lane === query.lane);
  return {
    backend: ctx.jobs.kind,
    lanes: listings.map(({ lane, counts }) => ({ lane: LANES[lane], counts })),
    jobs: shown?.jobs.map(toRow) ?? [],
    pagination: pageOf(query, shown?.counts[query.state] ?? 0),
  };
}
