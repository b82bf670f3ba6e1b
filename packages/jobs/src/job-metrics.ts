import { SECONDS_BUCKETS } from "@twend/runtime";
import { Counter, Gauge, Histogram, type Registry } from "prom-client";
import { JOB_NAMES, LANES, type JobHandler, type JobHandlers, type JobName } from "./definitions.ts";
import type { JobQueue, LaneBacklog } from "./queue/job-queue.ts";
import type { RenderPool } from "./render/render-pool.ts";
import type { RenderTask } from "./render/render-tasks.ts";

/** The job system's metrics in one registry: the process that runs the jobs observes them here. */
export interface JobMetrics {
  /** The same handlers, each run timed by job name and outcome, each failure counted. */
  observeHandlers(handlers: JobHandlers): JobHandlers;
  /** The same pool, each render timed by what it draws, from asking to having the image (a wait for a free render process included). */
  observeRenders(pool: RenderPool): RenderPool;
  /** The queue's lanes as gauges, read from the queue on each scrape: only one kind of process per queue should watch it. */
  watchQueue(queue: JobQueue): void;
}

const RENDER_KINDS: readonly RenderTask["kind"][] = ["dp", "preview"];
const BACKLOG_STATES = ["waiting", "active", "delayed", "failed"] as const satisfies readonly (keyof LaneBacklog)[];

export function createJobMetrics(registry: Registry): JobMetrics {
  const jobDuration = new Histogram({
    name: "job_duration_seconds",
    help: "Time a job's handler ran, by job name and outcome (completed or failed).",
    labelNames: ["job", "outcome"] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  const jobFailures = new Counter({
    name: "job_failures_total",
    help: "Job runs that failed (each try of a retried job counts), by job name.",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  const renderDuration = new Histogram({
    name: "render_duration_seconds",
    help: "Time from asking the render pool for an image to having it, waiting for a free render process included, by what is drawn (dp or preview).",
    labelNames: ["kind"] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  // Every series exists from the start, at zero, so a rate over the first failure is not lost.
  for (const job of JOB_NAMES) jobFailures.inc({ job }, 0);
  for (const kind of RENDER_KINDS) renderDuration.zero({ kind });

  const observe =
    <N extends JobName>(job: N, handler: JobHandler<N>): JobHandler<N> =>
    async (payload) => {
      const end = jobDuration.startTimer({ job });
      try {
        const result = await handler(payload);
        end({ outcome: "completed" });
        return result;
      } catch (error) {
        end({ outcome: "failed" });
        jobFailures.inc({ job });
        throw error;
      }
    };

  return {
    observeHandlers(handlers) {
      const observed: Partial<Record<JobName, unknown>> = {};
      for (const job of JOB_NAMES) observed[job] = observe(job, handlers[job]);
      return observed as JobHandlers;
    },
    observeRenders(pool) {
      return {
        async render(task) {
          const end = renderDuration.startTimer({ kind: task.kind });
          try {
            return await pool.render(task);
          } finally {
            end();
          }
        },
        get processesStarted() {
          return pool.processesStarted;
        },
        close: () => pool.close(),
      };
    },
    watchQueue(queue) {
      // One read of each lane serves both gauges of a scrape: the registry collects them side by side.
      let reading: Promise<Array<LaneBacklog | undefined>> | undefined;
      const readLanes = () =>
        (reading ??= Promise.all(
          // A lane that cannot be read (Redis down) is left out rather than shown with old figures.
          LANES.map((lane) => queue.backlog(lane).catch(() => undefined)),
        ).finally(() => (reading = undefined)));
      new Gauge({
        name: "queue_jobs",
        help: "Jobs in each lane of the queue by state: waiting (ready, not taken), active, delayed (a retry's backoff), failed (kept for inspection).",
        labelNames: ["lane", "state"] as const,
        registers: [registry],
        async collect() {
          const lanes = await readLanes();
          this.reset();
          lanes.forEach((backlog, i) => {
            if (backlog) for (const state of BACKLOG_STATES) this.set({ lane: LANES[i], state }, backlog[state]);
          });
        },
      });
      new Gauge({
        name: "queue_oldest_waiting_seconds",
        help: "Seconds since the oldest waiting job of each lane was queued; 0 when none waits.",
        labelNames: ["lane"] as const,
        registers: [registry],
        async collect() {
          const lanes = await readLanes();
          this.reset();
          lanes.forEach((backlog, i) => {
            if (backlog) this.set({ lane: LANES[i] }, backlog.oldestWaitingSeconds);
          });
        },
      });
    },
  };
}
