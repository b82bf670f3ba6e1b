import type { JobQueue } from "./queue/job-queue.ts";

const HOUR = 60 * 60 * 1000;

/** The recurring jobs; declared by every process that owns a queue (declaring twice changes nothing). */
export async function scheduleRecurringJobs(queue: JobQueue): Promise<void> {
  await queue.repeat("media.collect", {}, 6 * HOUR);
  await queue.repeat("dp.sweep", {}, HOUR / 60);
  // Trending follows activity within minutes; the statement skips rows whose score did not move.
  await queue.repeat("campaign.trending", {}, HOUR / 12);
}
