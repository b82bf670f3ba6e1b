import { MESSAGES } from "@twend/shared";
import type { JobQueue } from "@twend/jobs";
import { HttpError } from "../http/http-error.ts";

/**
 * Jobs that may wait before a new server render is refused. A render waits behind every
 * waiting job, whatever its kind; past this many, the visitor polling for it would give up
 * before it ran, so they are told to come back instead of adding to the pile.
 */
export const RENDER_QUEUE_LIMIT = 100;

/** Long enough for the workers to take a good part of a full queue. */
export const RENDER_RETRY_AFTER_SECONDS = 30;

/** Throws 503 with Retry-After when the job queue is too deep for one more render. */
export async function ensureRenderQueueRoom(jobs: JobQueue): Promise<void> {
  const { waiting } = await jobs.counts();
  if (waiting >= RENDER_QUEUE_LIMIT) {
    throw new HttpError(503, MESSAGES.rendersBusy, { "retry-after": String(RENDER_RETRY_AFTER_SECONDS) });
  }
}
