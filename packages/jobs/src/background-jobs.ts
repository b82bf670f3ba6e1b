import type { PrismaClient } from "@twend/db";
import type { JobQueue } from "./queue/job-queue.ts";

type Enqueue = Pick<JobQueue, "enqueue">;

/** What a background gets once it is stored or chosen: the browse card's thumbnail and the preview's copies. */
export async function enqueueBackgroundJobs(queue: Enqueue, hash: string): Promise<void> {
  await queue.enqueue("media.thumbnail", { hash });
  await queue.enqueue("media.variants", { hash });
}

/**
 * Asks for the preview copies of every Twend background that has none, such as those
 * stored before copies were made; returns how many. Keyed per background, so API
 * processes starting together queue each once (BullMQ).
 */
export async function enqueueMissingBackgroundVariants(deps: { prisma: PrismaClient; queue: Enqueue }): Promise<number> {
  const sources = await deps.prisma.mediaObject.findMany({
    where: { backgroundOf: { some: {} }, variants: { none: {} } },
    select: { hash: true },
  });
  for (const { hash } of sources) await deps.queue.enqueue("media.variants", { hash }, { jobId: `media.variants-${hash}` });
  return sources.length;
}
