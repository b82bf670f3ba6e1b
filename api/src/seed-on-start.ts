import { seedBlogIfEmpty, seedIfEmpty } from "@twend/prisma";
import { enqueueBackgroundJobs, enqueueMissingBackgroundVariants } from "@twend/jobs";
import type { AppContext } from "./context/app-context.ts";

/**
 * A fresh install gets a few Twends and blog posts so its pages are not empty, where demo content
 * helps (`config.seedDemo`: development and the embedded default, or SEED_DEMO=1; never by
 * default in production). Any install that already had Twends gets the background copies it
 * lacks (those stored before the generator's preview copies were made).
 */
export async function seedOnStart(ctx: AppContext): Promise<void> {
  const hashes = ctx.config.seedDemo ? await seedDemo(ctx) : null;
  if (hashes === null) {
    const backgrounds = await enqueueMissingBackgroundVariants({ prisma: ctx.db.prisma, queue: ctx.jobs });
    if (backgrounds > 0) ctx.log.info({ backgrounds }, "queued the preview copies of backgrounds stored without them");
    return;
  }
  for (const hash of hashes) await enqueueBackgroundJobs(ctx.jobs, hash);
  const seeded = await ctx.db.prisma.campaign.findMany({ select: { id: true } });
  for (const { id } of seeded) await ctx.jobs.enqueue("campaign.preview", { campaignId: id });
  // The home page's trending list is in score order from the first visit, not after the first scheduled run.
  await ctx.jobs.enqueue("campaign.trending", {});
  ctx.log.info({ campaigns: hashes.length }, "seeded an empty database");
}

/** The blog's first posts and the demo Twends; the stored backgrounds' hashes, or null when the database was not empty. */
async function seedDemo(ctx: AppContext): Promise<string[] | null> {
  const posts = await seedBlogIfEmpty({ prisma: ctx.db.prisma, store: ctx.media });
  if (posts > 0) ctx.log.info({ posts }, "seeded the blog's first posts");
  return seedIfEmpty({ prisma: ctx.db.prisma, store: ctx.media });
}
