import { ADMIN_MESSAGES, type AdminQueueJobRef } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { notFound } from "../../http/http-error.ts";

/** Queues a failed job again, with its attempts counted afresh; 404 when it is no longer among the failed jobs. */
export async function retryFailedJob(ctx: AppContext, job: AdminQueueJobRef): Promise<AdminQueueJobRef> {
  if (!(await ctx.jobs.retryJob(job.lane, job.id))) throw notFound(ADMIN_MESSAGES.failedJobNotFound);
  ctx.log.info({ lane: job.lane, job: job.id }, "an admin queued a failed job again");
  return job;
}
