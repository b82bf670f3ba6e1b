import path from "node:path";
import { createCanvas } from "@napi-rs/canvas";
import { isUniqueViolation, type PrismaClient } from "@twend/db";
import { encodeRgbaToPng, saveImage, type MediaStore, type SavedImage } from "@twend/media";
import { BLOG_POST_DEFAULTS, readingTimeOf } from "@twend/shared";
import { planActivity } from "./activity.ts";
import { insertActivity } from "./insert-activity.ts";
import { COVER_HEIGHT, COVER_WEBP_QUALITY, COVER_WIDTH } from "./blog-covers.ts";
import { SEED_POSTS, type SeedPost } from "./posts.ts";
import { BACKGROUND_SIZE, SEED_CAMPAIGNS, geometryOf, type SeedCampaign } from "./campaigns.ts";

export { COVER_HEIGHT, COVER_WIDTH } from "./blog-covers.ts";
export { SEED_POSTS, type SeedPost } from "./posts.ts";
export { SEED_VISIT_PATH, planActivity, type SeedActivity } from "./activity.ts";
export { BACKGROUND_SIZE, SEED_CAMPAIGNS, geometryOf, type Geometry, type SeedDesign, type SeedCampaign } from "./campaigns.ts";

/** The committed SQL migrations, applied by the app at start-up. */
export const migrationsDir = path.resolve(import.meta.dirname, "../migrations");

/** AppMeta key written with the seeded Twends: its presence means "never seed again". */
export const SEEDED_AT_KEY = "seeded_at";
/** Kept apart from the Twends' mark, so installs seeded before the blog existed still get its first posts once. */
export const BLOG_SEEDED_AT_KEY = "blog_seeded_at";

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedOptions {
  prisma: PrismaClient;
  store: MediaStore;
  /** Called once per background after the seed is committed. */
  enqueueThumbnail?: (hash: string) => Promise<unknown> | unknown;
  /** The seeding moment; created_at values are spread over the weeks before it. */
  now?: Date;
}

type SeedReader = Pick<PrismaClient, "user" | "campaign" | "appMeta">;

function seedCampaign(shortId: string): SeedCampaign {
  const campaign = SEED_CAMPAIGNS.find((t) => t.shortId === shortId);
  if (!campaign) throw new Error(`${shortId} is not a seed Twend`);
  return campaign;
}

async function isUnseeded(db: SeedReader): Promise<boolean> {
  const [user, campaign, marker] = await Promise.all([
    db.user.findFirst({ select: { id: true } }),
    db.campaign.findFirst({ select: { id: true } }),
    db.appMeta.findUnique({ where: { key: SEEDED_AT_KEY }, select: { key: true } }),
  ]);
  return !user && !campaign && !marker;
}

/**
 * Draws a seed Twend's 1080x1080 background and encodes it as PNG. Drawn with
 * @napi-rs/canvas, encoded by sharp from the raw pixels, because the canvas's
 * own PNG encoder is an order of magnitude slower.
 */
export async function renderSeedBackground(campaign: SeedCampaign): Promise<Buffer> {
  return encodeRgbaToPng(drawSeedBackground(campaign), BACKGROUND_SIZE, BACKGROUND_SIZE);
}

function drawSeedBackground(campaign: SeedCampaign): Uint8ClampedArray {
  const canvas = createCanvas(BACKGROUND_SIZE, BACKGROUND_SIZE);
  const ctx = canvas.getContext("2d");
  campaign.paint(ctx, geometryOf(campaign.design));
  return ctx.getImageData(0, 0, BACKGROUND_SIZE, BACKGROUND_SIZE).data;
}

/**
 * Gives a fresh install a few good-looking Twends, so its first page is not
 * empty. Runs only on a database with no user, no campaign and no
 * `seeded_at` marker; the marker is written in the same transaction as the
 * campaigns, so seeding happens at most once even with several processes
 * starting together (the loser's insert conflicts and it backs off).
 *
 * Returns the hashes of the stored backgrounds (for thumbnail jobs), or null
 * when it did not seed.
 */
export async function seedIfEmpty(options: SeedOptions): Promise<string[] | null> {
  const { prisma, store } = options;
  if (!(await isUnseeded(prisma))) return null;

  const now = options.now ?? new Date();
  // Draw every background first (synchronous canvas work), then encode them
  // together: sharp encodes on its own threads, so they overlap.
  const pixels = SEED_CAMPAIGNS.map(drawSeedBackground);
  const pngs = await Promise.all(pixels.map((rgba) => encodeRgbaToPng(rgba, BACKGROUND_SIZE, BACKGROUND_SIZE)));
  // Media rows are content-addressed and idempotent, so saving them outside
  // the transaction is harmless even when another process wins the race.
  const backgrounds: SavedImage[] = [];
  for (const png of pngs) backgrounds.push(await saveImage(prisma, store, png));

  try {
    const seeded = await prisma.$transaction(async (tx) => {
      if (!(await isUnseeded(tx))) return false;
      const campaigns = await tx.campaign.createManyAndReturn({
        select: { id: true, shortId: true, createdAt: true },
        data: SEED_CAMPAIGNS.map((campaign, i) => {
          const background = backgrounds[i];
          if (!background) throw new Error(`No background rendered for ${campaign.shortId}`);
          // A few hours apart within the day too, so "newest" has a stable order.
          const createdAt = new Date(now.getTime() - campaign.daysAgo * DAY_MS - (i + 1) * 3_600_000);
          return {
            shortId: campaign.shortId,
            title: campaign.title,
            description: campaign.description,
            category: campaign.category,
            backgroundImageUrl: background.path,
            backgroundHash: background.hash,
            ...campaign.design,
            totalViews: campaign.activity.views,
            totalDownloads: campaign.activity.generations,
            totalShares: campaign.activity.shares,
            isActive: true,
            isTrending: campaign.isTrending,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      });
      await insertActivity(
        tx,
        planActivity(
          campaigns.map((campaign) => ({ ...campaign, activity: seedCampaign(campaign.shortId).activity })),
          now,
        ),
      );
      await tx.appMeta.create({ data: { key: SEEDED_AT_KEY, value: now.toISOString() } });
      return true;
    });
    if (!seeded) return null;
  } catch (error) {
    // Another process seeded between our check and our insert.
    if (isUniqueViolation(error)) return null;
    throw error;
  }

  const hashes = backgrounds.map((b) => b.hash);
  if (options.enqueueThumbnail) for (const hash of hashes) await options.enqueueThumbnail(hash);
  return hashes;
}

/**
 * Draws a seeded post's featured image as WebP: a cover is shown, never drawn
 * on, and its broad gradients take a tenth of the bytes they would as PNG.
 */
export async function renderSeedCover(post: SeedPost): Promise<Buffer> {
  const canvas = createCanvas(COVER_WIDTH, COVER_HEIGHT);
  post.cover(canvas.getContext("2d"));
  return canvas.encode("webp", COVER_WEBP_QUALITY);
}

export interface BlogSeedOptions {
  prisma: PrismaClient;
  store: MediaStore;
  now?: Date;
}

/**
 * The blog's first posts, each with its own drawn featured image, once per
 * database (an admin deleting them all does not bring them back). Returns how
 * many were written.
 */
export async function seedBlogIfEmpty({ prisma, store, now = new Date() }: BlogSeedOptions): Promise<number> {
  // Checked before drawing, so every later start costs one lookup, not four pictures.
  if (await prisma.appMeta.findUnique({ where: { key: BLOG_SEEDED_AT_KEY }, select: { key: true } })) return 0;
  const pngs = await Promise.all(SEED_POSTS.map(renderSeedCover));
  const covers: SavedImage[] = [];
  for (const png of pngs) covers.push(await saveImage(prisma, store, png));
  try {
    return await prisma.$transaction(async (tx) => {
      if (await tx.appMeta.findUnique({ where: { key: BLOG_SEEDED_AT_KEY }, select: { key: true } })) return 0;
      await tx.appMeta.create({ data: { key: BLOG_SEEDED_AT_KEY, value: now.toISOString() } });
      if ((await tx.blogPost.count()) > 0) return 0;
      const { count } = await tx.blogPost.createMany({
        data: SEED_POSTS.map((post, i) => {
          const cover = covers[i];
          if (!cover) throw new Error(`No cover rendered for ${post.slug}`);
          const createdAt = new Date(now.getTime() - post.daysAgo * DAY_MS);
          return {
            slug: post.slug,
            title: post.title,
            excerpt: post.excerpt,
            content: post.content,
            authorName: BLOG_POST_DEFAULTS.author_name,
            category: post.category,
            tags: post.tags,
            featuredImageUrl: cover.path,
            metaTitle: post.title,
            metaDescription: post.excerpt,
            isPublished: true,
            isFeatured: post.isFeatured,
            readingTime: readingTimeOf(post.content),
            createdAt,
            publishedAt: createdAt,
          };
        }),
      });
      return count;
    });
  } catch (error) {
    // Another process seeded between our check and our insert.
    if (isUniqueViolation(error)) return 0;
    throw error;
  }
}
