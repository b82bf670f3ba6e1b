export { JOB_NAMES, JOB_PAYLOADS, type JobName, type JobPayload, type JobHandlers } from "./jobs/definitions.ts";
export { createJobHandlers, type JobDeps } from "./jobs/create-job-handlers.ts";
export type { JobQueue, QueueCounts } from "./queue/job-queue.ts";
export { createInProcessQueue } from "./queue/in-process-queue.ts";
export { createBullQueue, startBullWorker } from "./queue/bullmq-queue.ts";
export { scheduleRecurringJobs } from "./jobs/schedules.ts";
export { deleteMediaIfUnreferenced } from "./jobs/collect-media.ts";
export { createRenderPool, type RenderPool } from "./render/render-pool.ts";
