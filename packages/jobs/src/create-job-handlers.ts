import type { PrismaClient } from "@twend/db";
import type { MediaStore } from "@twend/media";
import type { JobQueue } from "./queue/job-queue.ts";
import type { RenderPool } from "./render/render-pool.ts";
import { assertEveryJobHandled, type JobHandlers } from "./definitions.ts";
import { collectMediaJob } from "./collect-media.ts";
import { makeBatchRowJob } from "./make-batch-row.ts";
import { makeBackgroundVariantsJob } from "./make-background-variants.ts";
import { makeThumbnailJob } from "./make-thumbnail.ts";
import { renderDpJob } from "./render-dp.ts";
import { createPreviewCards, type PreviewCards } from "./preview-cards.ts";
import { renderPreviewJob } from "./render-preview.ts";
import { scoreTrendingJob } from "./score-trending.ts";
import { sweepRendersJob } from "./sweep-renders.ts";

export interface JobDeps {
  prisma: PrismaClient;
  media: MediaStore;
  /** The public host: link-preview cards name it, and a DP's footer would say 'Made with {host}' without its logo. */
  host: string;
  /** Where jobs enqueue follow-up jobs; a getter, since the queue is built from these handlers. */
  queue: () => JobQueue;
  /** Where DPs and preview cards are drawn, off the job runner's event loop. */
  renderPool: RenderPool;
  /**
   * Link-preview cards; pass the API's own in embedded mode, so a crawler asking for a card the job is
   * drawing waits for that drawing instead of starting a second one.
   */
  previewCards?: PreviewCards;
}

/** The one table of handlers, used by the in-process queue and by worker processes alike. */
export function createJobHandlers(deps: JobDeps): JobHandlers {
  const previewCards = deps.previewCards ?? createPreviewCards(deps);
  const handlers: JobHandlers = {
    "media.thumbnail": (payload) => makeThumbnailJob(deps, payload),
    "media.variants": (payload) => makeBackgroundVariantsJob(deps, payload),
    "media.collect": (payload) => collectMediaJob(deps, payload),
    "dp.render": (payload) => renderDpJob(deps, payload),
    "dp.sweep": () => sweepRendersJob(deps),
    "campaign.preview": (payload) => renderPreviewJob({ prisma: deps.prisma, previewCards }, payload),
    "campaign.trending": () => scoreTrendingJob(deps),
    "batch.row": (payload) => makeBatchRowJob(deps, payload),
  };
  assertEveryJobHandled(handlers);
  return handlers;
}
