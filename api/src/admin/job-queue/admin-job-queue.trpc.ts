import { adminQueueActionSchema, adminQueueJobRefSchema, adminQueueJobsQuerySchema, adminQueueJobsSchema } from "@twend/shared";
import { adminProcedure, router } from "../../trpc/trpc.ts";
import { listQueueJobs } from "./list-queue-jobs.ts";
import { removeFailedJob } from "./remove-failed-job.ts";
import { retryFailedJob } from "./retry-failed-job.ts";

/** The admin's job queue screen, included in the admin router as `admin.jobQueue`: tRPC only, no documented path. */
export const adminJobQueueRouter = router({
  jobs: adminProcedure
    .input(adminQueueJobsQuerySchema)
    .output(adminQueueJobsSchema)
    .query(({ ctx, input }) => listQueueJobs(ctx.app, input)),
  retry: adminProcedure
    .input(adminQueueJobRefSchema)
    .output(adminQueueActionSchema)
    .mutation(({ ctx, input }) => retryFailedJob(ctx.app, input)),
  remove: adminProcedure
    .input(adminQueueJobRefSchema)
    .output(adminQueueActionSchema)
    .mutation(({ ctx, input }) => removeFailedJob(ctx.app, input)),
});
