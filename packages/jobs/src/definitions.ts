import { z } from "zod";

const mediaHash = z.string().regex(/^[a-f0-9]{64}$/, "must be a sha256 hex digest");

/**
 * Every job the system knows, with its payload schema. A job enqueued without
 * a handler is a start-up error (see `assertEveryJobHandled`), never a silent loss.
 */
export const JOB_PAYLOADS = {
  /** Measures a stored background and attaches a card-sized thumbnail to the Twends using it. */
  "media.thumbnail": z.object({ hash: mediaHash }),
  /** Makes the WebP copies of a stored background that the generator's preview frame draws. */
  "media.variants": z.object({ hash: mediaHash }),
  /** Deletes stored media nothing refers to any more; runs on a schedule. */
  "media.collect": z.object({ graceMs: z.number().int().min(0).optional() }),
  /** Composes a visitor's DP on the server (fallback and canonical copy); idempotent per render id. */
  "dp.render": z.object({ renderId: z.string().regex(/^[a-f0-9]{64}$/) }),
  /** Renders the Twend's 1200x630 link preview (og:image); rerun after each edit. */
  "campaign.preview": z.object({ campaignId: z.number().int().positive() }),
  /** Recomputes every Twend's trending score from its recent activity. */
  "campaign.trending": z.object({}),
  /** Re-enqueues renders and batch rows whose job was lost, and deletes expired renders and batches. */
  "dp.sweep": z.object({}),
  /** Makes one row of a creator's batch of DPs; idempotent per row. */
  "batch.row": z.object({ batchId: z.uuid(), row: z.number().int().positive() }),
} as const;

export type JobName = keyof typeof JOB_PAYLOADS;

/**
 * Which queue a job waits in. A creator's batch queues hundreds of renders at once: in a queue of
 * its own, with workers of its own, it never stands between a visitor and their server render.
 */
export type JobLane = "main" | "batch";
export const JOB_LANES: Readonly<Record<JobName, JobLane>> = {
  "media.thumbnail": "main",
  "media.variants": "main",
  "media.collect": "main",
  "dp.render": "main",
  "campaign.preview": "main",
  "campaign.trending": "main",
  "dp.sweep": "main",
  "batch.row": "batch",
};
export const LANES: readonly JobLane[] = ["main", "batch"];
export type JobPayload<N extends JobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;
export const JOB_NAMES = Object.keys(JOB_PAYLOADS) as JobName[];

export type JobHandler<N extends JobName> = (payload: JobPayload<N>) => Promise<unknown>;
export type JobHandlers = { [N in JobName]: JobHandler<N> };

export function parseJobPayload<N extends JobName>(name: N, payload: unknown): JobPayload<N> {
  return JOB_PAYLOADS[name].parse(payload) as JobPayload<N>;
}

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(JOB_PAYLOADS, name);
}

export function assertEveryJobHandled(handlers: Partial<Record<string, unknown>>): void {
  const missing = JOB_NAMES.filter((name) => typeof handlers[name] !== "function");
  if (missing.length > 0) throw new Error(`Jobs without a handler: ${missing.join(", ")}`);
}

/** Validates the payload against the job's schema and runs its handler. */
export function runJob<N extends JobName>(handlers: JobHandlers, name: N, payload: unknown): Promise<unknown> {
  const handler: JobHandler<N> = handlers[name];
  return handler(parseJobPayload(name, payload));
}
