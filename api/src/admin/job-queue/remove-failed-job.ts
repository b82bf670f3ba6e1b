import { ADMIN_MESSAGES, type AdminQueueJobRef } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { notFound } from "../../http/http-error.ts";

/** Deletes a failed job; 404 when it is no longer among the failed jobs. */
export async function removeFailedJob(ctx: AppContext, job: AdminQueueJobRef): Promise<AdminQueueJobRef> {
  if (!(await ctx.jobs.removeJob(job.lane, job.id))) throw notFound(ADMIN_MESSAGES.failedJobNotFound);
  ctx.log.info({ lane: job.lane, job: job.id }, "an admin removed a failed job");
  return job;
}
