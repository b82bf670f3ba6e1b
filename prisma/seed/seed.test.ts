import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { createDatabase, type Database } from "@twend/db";
import { createTestDatabase } from "@twend/db/testing";
import { createLocalMediaStore, parseMediaFileName, probeImage, type MediaStore } from "@twend/media";
import { CAMPAIGN_CATEGORIES, FONTS, LIMITS, REFERENCE_SIZE, RESERVED_SHORT_IDS } from "@twend/shared";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { BACKGROUND_SIZE, COVER_HEIGHT, COVER_WIDTH, SEED_CAMPAIGNS, SEEDED_AT_KEY, migrationsDir, seedBlogIfEmpty, seedIfEmpty } from "./index.ts";
import { SEED_POSTS } from "./posts.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

interface Fixture {
  db: Database;
  store: MediaStore;
  mediaDir: string;
}

async function fixture(databaseUrl?: string): Promise<Fixture> {
  const db = await createDatabase({ databaseUrl });
  await db.migrate(migrationsDir);
  const mediaDir = await mkdtemp(path.join(tmpdir(), "twend-seed-"));
  return { db, store: createLocalMediaStore(mediaDir), mediaDir };
}

async function dispose(f: Fixture): Promise<void> {
  await f.db.close();
  await rm(f.mediaDir, { recursive: true, force: true });
}

describe("migrationsDir", () => {
  it("is the absolute path of prisma/migrations", async () => {
    expect(path.isAbsolute(migrationsDir)).toBe(true);
    expect(migrationsDir).toBe(path.resolve(import.meta.dirname, "../migrations"));
    expect((await readdir(migrationsDir)).length).toBeGreaterThan(0);
  });
});

describe("seed data", () => {
  it("are valid Twends: slugs, categories, fonts and geometry within the spec's limits", () => {
    expect(SEED_CAMPAIGNS.length).toBeGreaterThanOrEqual(6);
    expect(SEED_CAMPAIGNS.length).toBeLessThanOrEqual(8);
    expect(new Set(SEED_CAMPAIGNS.map((t) => t.shortId)).size).toBe(SEED_CAMPAIGNS.length);
    expect(new Set(SEED_CAMPAIGNS.map((t) => t.category)).size).toBeGreaterThanOrEqual(6);
    for (const campaign of SEED_CAMPAIGNS) {
      const { design } = campaign;
      expect(campaign.shortId).toMatch(/^[a-z0-9-]+$/);
      expect(campaign.shortId.length).toBeGreaterThanOrEqual(LIMITS.shortId.min);
      expect(campaign.shortId.length).toBeLessThanOrEqual(LIMITS.shortId.max);
      expect(RESERVED_SHORT_IDS).not.toContain(campaign.shortId);
      expect(CAMPAIGN_CATEGORIES).toContain(campaign.category);
      expect(FONTS).toContain(design.textFont);
      expect(design.avatarSize).toBeGreaterThanOrEqual(LIMITS.avatarSize.min);
      expect(design.avatarSize).toBeLessThanOrEqual(LIMITS.avatarSize.max);
      expect(design.avatarX).toBeGreaterThanOrEqual(0);
      expect(design.avatarY).toBeGreaterThanOrEqual(0);
      expect(design.avatarX + design.avatarSize).toBeLessThanOrEqual(REFERENCE_SIZE);
      expect(design.avatarY + design.avatarSize).toBeLessThanOrEqual(REFERENCE_SIZE);
      expect(design.textSize).toBeGreaterThanOrEqual(LIMITS.textSize.min);
      expect(design.textSize).toBeLessThanOrEqual(LIMITS.textSize.max);
      expect(design.textX).toBeGreaterThanOrEqual(0);
      expect(design.textX).toBeLessThanOrEqual(REFERENCE_SIZE);
      expect(design.textY).toBeGreaterThanOrEqual(0);
      expect(design.textY).toBeLessThanOrEqual(REFERENCE_SIZE);
      // The name sits below the avatar, not on the photo.
      expect(design.textY).toBeGreaterThan(design.avatarY + design.avatarSize);
      // A funnel: each step is a share of the one before it.
      const { views, generations, downloads, shares } = campaign.activity;
      expect(generations).toBeLessThanOrEqual(views);
      expect(downloads).toBeLessThanOrEqual(generations);
      expect(shares).toBeLessThanOrEqual(generations);
    }
  });
});

// One PGlite for the file (starting one costs ~1 s); every test gets it emptied and a fresh media directory.
let shared: Fixture | undefined;
async function freshFixture(): Promise<Fixture> {
  shared ??= await fixture();
  await shared.db.query("TRUNCATE users, campaigns, visits, blog_posts, media_objects, app_meta RESTART IDENTITY CASCADE");
  await rm(shared.mediaDir, { recursive: true, force: true });
  shared.mediaDir = await mkdtemp(path.join(tmpdir(), "twend-seed-"));
  shared.store = createLocalMediaStore(shared.mediaDir);
  return shared;
}
afterAll(async () => {
  if (shared) await dispose(shared);
});

describe("seedIfEmpty on an empty database", () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await freshFixture();
  });

  it("seeds once, with stored backgrounds, and skips every later call", async () => {
    const now = new Date("2026-11-20T12:00:00Z");
    const enqueued: string[] = [];
    const hashes = await seedIfEmpty({ prisma: f.db.prisma, store: f.store, now, enqueueThumbnail: (hash) => enqueued.push(hash) });
    expect(hashes).toHaveLength(SEED_CAMPAIGNS.length);
    expect(new Set(hashes).size).toBe(SEED_CAMPAIGNS.length);
    expect(enqueued).toEqual(hashes);

    const campaigns = await f.db.prisma.campaign.findMany({ include: { background: true }, orderBy: { createdAt: "desc" } });
    expect(campaigns).toHaveLength(SEED_CAMPAIGNS.length);
    for (const campaign of campaigns) {
      expect(campaign.isActive).toBe(true);
      expect(campaign.ownerId).toBeNull();
      expect(hashes).toContain(campaign.backgroundHash);
      expect(campaign.backgroundImageUrl).toBe(`/media/${campaign.backgroundHash}.png`);
      expect(campaign.background).toMatchObject({ mimeType: "image/png", width: BACKGROUND_SIZE, height: BACKGROUND_SIZE });
      expect(campaign.createdAt.getTime()).toBeLessThan(now.getTime());
    }
    const trending = campaigns.filter((c) => c.isTrending).length;
    expect(trending).toBeGreaterThanOrEqual(2);
    expect(trending).toBeLessThan(campaigns.length / 2);
    expect(new Set(campaigns.map((c) => c.totalViews)).size).toBe(campaigns.length);
    expect(new Set(campaigns.map((c) => c.totalDownloads)).size).toBe(campaigns.length);
    expect(new Set(campaigns.map((c) => c.totalShares)).size).toBe(campaigns.length);
    const ages = campaigns.map((c) => (now.getTime() - c.createdAt.getTime()) / DAY_MS);
    expect(Math.min(...ages)).toBeLessThan(7);
    expect(Math.max(...ages)).toBeGreaterThan(21);

    const marker = await f.db.prisma.appMeta.findUniqueOrThrow({ where: { key: SEEDED_AT_KEY } });
    expect(marker.value).toBe(now.toISOString());

    // Every background is in the store, a real 1080x1080 PNG.
    for (const hash of hashes ?? []) {
      const bytes = await f.store.read(hash, "png");
      expect(bytes).not.toBeNull();
      await expect(probeImage(bytes ?? new Uint8Array())).resolves.toEqual({
        mimeType: "image/png",
        width: BACKGROUND_SIZE,
        height: BACKGROUND_SIZE,
        plainPng: true,
      });
    }

    await expect(seedIfEmpty({ prisma: f.db.prisma, store: f.store })).resolves.toBeNull();
    expect(await f.db.prisma.campaign.count()).toBe(SEED_CAMPAIGNS.length);
    expect(await f.db.prisma.appMeta.count()).toBe(1);
  });

  it("records the activity its counters claim, so every rate the admin and creator screens show is a real fraction", async () => {
    const now = new Date("2026-11-20T12:00:00Z");
    await seedIfEmpty({ prisma: f.db.prisma, store: f.store, now });

    const counted = await f.db.query<{
      short_id: string;
      total_views: number;
      total_downloads: number;
      total_shares: number;
      views: number;
      generations: number;
      downloads: number;
      shares: number;
    }>(
      `SELECT c.short_id, c.total_views, c.total_downloads, c.total_shares,
              count(*) FILTER (WHERE a.type = 'view')::int AS views, count(*) FILTER (WHERE a.type = 'generation')::int AS generations,
              count(*) FILTER (WHERE a.type = 'download')::int AS downloads, count(*) FILTER (WHERE a.type = 'share')::int AS shares
         FROM campaigns c LEFT JOIN actions a ON a.campaign_id = c.id GROUP BY c.id ORDER BY c.id`,
    );
    expect(counted).toHaveLength(SEED_CAMPAIGNS.length);
    for (const row of counted) {
      // The counters are the recorded actions, one by one.
      expect(row, row.short_id).toMatchObject({ views: row.total_views, generations: row.total_downloads, shares: row.total_shares });
      expect(row.views, row.short_id).toBeGreaterThan(0);
      // The creator's funnel: generations per view, downloads per generation, shares per generation.
      expect(row.generations / row.views).toBeLessThanOrEqual(1);
      expect(row.downloads / row.generations).toBeLessThanOrEqual(1);
      expect(row.shares / row.generations).toBeLessThanOrEqual(1);
    }
    // A Twend is viewed once per visitor session, as the app counts it.
    const [repeated] = await f.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM (SELECT 1 FROM actions WHERE type = 'view' GROUP BY campaign_id, session_id HAVING count(*) > 1) x",
    );
    expect(repeated?.n).toBe(0);

    // The admin's rates: generations (total_downloads) per visit and shares per generation, both under 100 %.
    const [totals] = await f.db.query<{
      visits: number;
      views: number;
      generations: number;
      shares: number;
      this_week: number;
      last_week: number;
      latest: Date;
      earliest: Date;
    }>(
      `SELECT (SELECT count(*)::int FROM visits) AS visits, sum(total_views)::int AS views, sum(total_downloads)::int AS generations, sum(total_shares)::int AS shares,
              (SELECT count(*)::int FROM visits WHERE created_at >= $1::timestamptz - interval '7 days') AS this_week,
              (SELECT count(*)::int FROM visits WHERE created_at >= $1::timestamptz - interval '14 days' AND created_at < $1::timestamptz - interval '7 days') AS last_week,
              (SELECT max(created_at) FROM actions) AS latest, (SELECT min(v.created_at) FROM visits v) AS earliest
         FROM campaigns`,
      [now],
    );
    if (!totals) throw new Error("no totals");
    expect(totals.views).toBeLessThanOrEqual(totals.visits);
    expect(totals.generations / totals.visits).toBeLessThanOrEqual(1);
    expect(totals.shares / totals.generations).toBeLessThanOrEqual(1);
    // Every one of the admin chart's seven days had visitors, and the week-on-week growth reads like a real one.
    const days = await f.db.query<{ day: string }>(
      "SELECT DISTINCT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day FROM visits WHERE created_at >= $1::timestamptz - interval '7 days'",
      [now],
    );
    expect(days.length).toBeGreaterThanOrEqual(7);
    const growth = (totals.this_week - totals.last_week) / totals.last_week;
    expect(growth).toBeGreaterThan(-0.5);
    expect(growth).toBeLessThan(1);
    // Nothing happened after the seeding moment or before the seeded history.
    expect(new Date(totals.latest).getTime()).toBeLessThan(now.getTime());
    expect(new Date(totals.earliest).getTime()).toBeGreaterThan(now.getTime() - 43 * DAY_MS);
  });

  it("does not seed again after every seeded Twend was deleted", async () => {
    await seedIfEmpty({ prisma: f.db.prisma, store: f.store });
    await f.db.prisma.campaign.deleteMany();
    await expect(seedIfEmpty({ prisma: f.db.prisma, store: f.store })).resolves.toBeNull();
    expect(await f.db.prisma.campaign.count()).toBe(0);
  });

  it("seeds only once when two calls race", async () => {
    const results = await Promise.all([seedIfEmpty({ prisma: f.db.prisma, store: f.store }), seedIfEmpty({ prisma: f.db.prisma, store: f.store })]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await f.db.prisma.campaign.count()).toBe(SEED_CAMPAIGNS.length);
  });

  it("draws real pictures, not flat colours", async () => {
    const hashes = await seedIfEmpty({ prisma: f.db.prisma, store: f.store });
    for (const [i, hash] of (hashes ?? []).entries()) {
      const campaign = SEED_CAMPAIGNS[i];
      const bytes = await f.store.read(hash, "png");
      if (!campaign || !bytes) throw new Error(`missing background ${i}`);
      const image = await loadImage(bytes);
      const canvas = createCanvas(image.width, image.height);
      const ctx = canvas.getContext("2d");
      ctx.drawImage(image, 0, 0);
      const { data } = ctx.getImageData(0, 0, image.width, image.height);
      const at = (x: number, y: number) => {
        const o = (Math.round(y) * image.width + Math.round(x)) * 4;
        return [data[o], data[o + 1], data[o + 2]].join(",");
      };
      const samples = new Set<string>();
      for (let y = 20; y < BACKGROUND_SIZE; y += 130) for (let x = 20; x < BACKGROUND_SIZE; x += 130) samples.add(at(x, y));
      expect(samples.size, campaign.shortId).toBeGreaterThan(12);
      // The avatar hole is drawn where the design puts the avatar: its centre differs from the far corners.
      const k = BACKGROUND_SIZE / REFERENCE_SIZE;
      const centre = at((campaign.design.avatarX + campaign.design.avatarSize / 2) * k, (campaign.design.avatarY + campaign.design.avatarSize / 2) * k);
      expect([at(2, 2), at(BACKGROUND_SIZE - 3, BACKGROUND_SIZE - 3)], campaign.shortId).not.toContain(centre);
    }
  });
});

describe("seedIfEmpty on a database in use", () => {
  let f: Fixture;
  beforeEach(async () => {
    f = await freshFixture();
  });

  it("never seeds a database with a user", async () => {
    await f.db.prisma.user.create({ data: { email: "first@example.com" } });
    const enqueued: string[] = [];
    await expect(seedIfEmpty({ prisma: f.db.prisma, store: f.store, enqueueThumbnail: (h) => enqueued.push(h) })).resolves.toBeNull();
    expect(await f.db.prisma.campaign.count()).toBe(0);
    expect(await f.db.prisma.appMeta.count()).toBe(0);
    expect(await f.db.prisma.mediaObject.count()).toBe(0);
    expect(await readdir(f.mediaDir)).toEqual([]);
    expect(enqueued).toEqual([]);
  });

  it("never seeds a database that has a campaign or was seeded before", async () => {
    await f.db.prisma.campaign.create({ data: { shortId: "mine", title: "Mine", backgroundImageUrl: "/media/x.png" } });
    await expect(seedIfEmpty({ prisma: f.db.prisma, store: f.store })).resolves.toBeNull();
    await f.db.prisma.campaign.deleteMany();
    await f.db.prisma.appMeta.create({ data: { key: SEEDED_AT_KEY, value: "2026-01-01T00:00:00.000Z" } });
    await expect(seedIfEmpty({ prisma: f.db.prisma, store: f.store })).resolves.toBeNull();
    expect(await f.db.prisma.campaign.count()).toBe(0);
  });
});

describe.runIf(process.env.DATABASE_URL)("seedIfEmpty on PostgreSQL", () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("seeds once when two processes start together", async () => {
    const test = await createTestDatabase();
    cleanups.push(test.drop);
    const a = await fixture(test.url);
    cleanups.push(() => dispose(a));
    const b = await createDatabase({ databaseUrl: test.url });
    cleanups.push(() => b.close());
    const results = await Promise.all([seedIfEmpty({ prisma: a.db.prisma, store: a.store }), seedIfEmpty({ prisma: b.prisma, store: a.store })]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await a.db.prisma.campaign.count()).toBe(SEED_CAMPAIGNS.length);
    expect(await a.db.prisma.appMeta.count({ where: { key: SEEDED_AT_KEY } })).toBe(1);
  });
});

describe("seedBlogIfEmpty", () => {
  it("writes the first posts once, published and sanitisable, with reading times from their text", async () => {
    const f = await freshFixture();
    expect(await seedBlogIfEmpty({ prisma: f.db.prisma, store: f.store })).toBe(SEED_POSTS.length);
    expect(await seedBlogIfEmpty({ prisma: f.db.prisma, store: f.store })).toBe(0);
    const posts = await f.db.prisma.blogPost.findMany();
    expect(posts).toHaveLength(SEED_POSTS.length);
    for (const post of posts) {
      expect(post).toMatchObject({ isPublished: true, authorName: "Twend Team" });
      expect(post.readingTime).toBeGreaterThanOrEqual(1);
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.content).not.toMatch(/<script|on\w+=/i);
    }
    expect(posts.filter((p) => p.isFeatured).length).toBeGreaterThan(0);
    // Deleted by an admin, they stay deleted.
    await f.db.prisma.blogPost.deleteMany();
    expect(await seedBlogIfEmpty({ prisma: f.db.prisma, store: f.store })).toBe(0);
  });

  it("gives each post its own drawn featured image, stored as media and referenced by URL", async () => {
    const f = await freshFixture();
    await seedBlogIfEmpty({ prisma: f.db.prisma, store: f.store });
    const posts = await f.db.prisma.blogPost.findMany({ orderBy: { id: "asc" } });
    const urls = posts.map((post) => post.featuredImageUrl);
    expect(new Set(urls).size).toBe(SEED_POSTS.length);
    const looks = new Set<string>();
    for (const [i, url] of urls.entries()) {
      const file = parseMediaFileName(String(url).replace(/^\/media\//, ""));
      expect(url, posts[i]?.slug).toBe(`/media/${file?.hash}.webp`);
      if (!file) throw new Error(`${url} is not a media URL`);
      await expect(f.db.prisma.mediaObject.findUnique({ where: { hash: file.hash } })).resolves.toMatchObject({
        mimeType: "image/webp",
        width: COVER_WIDTH,
        height: COVER_HEIGHT,
      });
      const bytes = await f.store.read(file.hash, file.ext);
      if (!bytes) throw new Error(`${url} is not in the store`);
      await expect(probeImage(bytes)).resolves.toMatchObject({ mimeType: "image/webp", width: COVER_WIDTH, height: COVER_HEIGHT });
      // A picture, not a flat fill, and not the same picture as another post's.
      const image = await loadImage(bytes);
      const canvas = createCanvas(48, 27);
      const ctx = canvas.getContext("2d");
      ctx.drawImage(image, 0, 0, 48, 27);
      const { data } = ctx.getImageData(0, 0, 48, 27);
      const colours = new Set<string>();
      for (let o = 0; o < data.length; o += 4 * 37) colours.add(`${(data[o] ?? 0) >> 4},${(data[o + 1] ?? 0) >> 4},${(data[o + 2] ?? 0) >> 4}`);
      expect(colours.size, posts[i]?.slug).toBeGreaterThan(6);
      looks.add([...data.slice(0, 4 * 48 * 3)].map((v) => v >> 5).join(","));
    }
    expect(looks.size).toBe(SEED_POSTS.length);
    // A later start finds the blog seeded and draws nothing more.
    const stored = await f.db.prisma.mediaObject.count();
    expect(await seedBlogIfEmpty({ prisma: f.db.prisma, store: f.store })).toBe(0);
    expect(await f.db.prisma.mediaObject.count()).toBe(stored);
  });
});
