import { randomBytes } from "node:crypto";
import { saveImage, sha256Hex } from "@twend/media";
import { solidImage } from "@twend/media/testing";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createInProcessQueue } from "./queue/in-process-queue.ts";
import { useJobTestEnv } from "./testing/job-test-env.ts";
import { enqueueBackgroundJobs, enqueueMissingBackgroundVariants } from "./background-jobs.ts";

const silent = { error: () => undefined };

const env = useJobTestEnv();

/** A stored background of the given size used by one new Twend, as a creator's upload would leave it. */
async function campaignWithBackground(width: number, height: number, colour: { r: number; g: number; b: number }) {
  const background = await saveImage(env.db.prisma, env.media, await solidImage(width, height, colour, "png"));
  await env.db.prisma.campaign.create({
    data: { shortId: `v${randomBytes(4).toString("hex")}`, title: "Variants test", backgroundImageUrl: background.path, backgroundHash: background.hash },
  });
  return background;
}

async function runJobs(enqueue: (queue: ReturnType<typeof createInProcessQueue>) => Promise<unknown>) {
  const queue = createInProcessQueue(env.handlers(), silent);
  await enqueue(queue);
  await queue.idle();
  return queue.counts();
}

/** The copies recorded for a background, each with its row and its file decoded from the store. */
async function variantsOf(sourceHash: string) {
  const rows = await env.db.prisma.backgroundVariant.findMany({ where: { sourceHash }, include: { media: true }, orderBy: { width: "asc" } });
  return Promise.all(
    rows.map(async (row) => {
      const bytes = await env.media.read(row.mediaHash, "webp");
      if (!bytes) throw new Error(`copy ${row.mediaHash} missing from the store`);
      const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      return { row, bytes, info, firstPixel: [data[0], data[1], data[2]] };
    }),
  );
}

describe("media.variants job", () => {
  it("stores a WebP copy of the background at each preview width, content-addressed, and records it", async () => {
    const background = await campaignWithBackground(1600, 1000, { r: 200, g: 40, b: 40 });
    expect(await runJobs((q) => q.enqueue("media.variants", { hash: background.hash }))).toMatchObject({ completed: 1, failed: 0 });

    const variants = await variantsOf(background.hash);
    expect(variants.map((v) => v.row.width)).toEqual([320, 400, 640, 800, 960, 1200]);
    for (const { row, bytes, info, firstPixel } of variants) {
      expect(row.mediaHash).toBe(sha256Hex(bytes));
      expect(row.media).toMatchObject({ mimeType: "image/webp", width: row.width, height: Math.round((row.width * 1000) / 1600), byteSize: bytes.length });
      expect(info).toMatchObject({ format: "raw", width: row.width, height: row.media.height });
      await expect(sharp(bytes).metadata()).resolves.toMatchObject({ format: "webp" });
      for (const [got, want] of firstPixel.map((v, i) => [v ?? 0, [200, 40, 40][i] ?? 0] as const)) {
        expect(Math.abs(got - want)).toBeLessThanOrEqual(4);
      }
    }
  });

  it("never makes a copy wider than the source, and makes each width once", async () => {
    const background = await campaignWithBackground(700, 700, { r: 10, g: 200, b: 10 });
    await runJobs((q) => q.enqueue("media.variants", { hash: background.hash }));
    const variants = await variantsOf(background.hash);
    expect(variants.map((v) => [v.row.width, v.info.width, v.info.height])).toEqual([
      [320, 320, 320],
      [400, 400, 400],
      [640, 640, 640],
      [700, 700, 700],
    ]);
  });

  it("is idempotent: a second run makes nothing, and a run after a lost copy makes that one alone", async () => {
    const background = await campaignWithBackground(1080, 1080, { r: 20, g: 20, b: 220 });
    await runJobs((q) => q.enqueue("media.variants", { hash: background.hash }));
    const first = (await variantsOf(background.hash)).map((v) => v.row);
    const mediaCount = await env.db.prisma.mediaObject.count();

    const handlers = env.handlers();
    expect(await handlers["media.variants"]({ hash: background.hash })).toEqual({ widths: [320, 400, 640, 800, 960, 1080], made: 0 });
    expect((await variantsOf(background.hash)).map((v) => v.row)).toEqual(first);
    expect(await env.db.prisma.mediaObject.count()).toBe(mediaCount);

    await env.db.prisma.backgroundVariant.delete({ where: { sourceHash_width: { sourceHash: background.hash, width: 640 } } });
    expect(await handlers["media.variants"]({ hash: background.hash })).toMatchObject({ made: 1 });
    expect((await variantsOf(background.hash)).map((v) => v.row)).toEqual(first);
  });

  it("counts a job whose background is missing as failed", async () => {
    expect(await runJobs((q) => q.enqueue("media.variants", { hash: "e".repeat(64) }))).toMatchObject({ completed: 0, failed: 1 });
  });
});

describe("when backgrounds get their copies", () => {
  it("a stored or newly chosen background gets its thumbnail and its copies", async () => {
    const background = await campaignWithBackground(900, 600, { r: 120, g: 120, b: 0 });
    expect(await runJobs((q) => enqueueBackgroundJobs(q, background.hash))).toMatchObject({ completed: 2, failed: 0 });
    const campaign = await env.db.prisma.campaign.findFirstOrThrow({ where: { backgroundHash: background.hash } });
    expect(campaign.thumbnailHash).not.toBeNull();
    expect((await variantsOf(background.hash)).map((v) => v.row.width)).toEqual([320, 400, 640, 800, 900]);
  });

  it("at start, every Twend background without copies is queued for them, and none once they have them", async () => {
    const before = await campaignWithBackground(500, 500, { r: 1, g: 2, b: 3 });
    const pending = async () =>
      (await env.db.prisma.mediaObject.findMany({ where: { backgroundOf: { some: {} }, variants: { none: {} } }, select: { hash: true } })).map((m) => m.hash);
    expect(await pending()).toContain(before.hash);
    // A picture no Twend uses as its background gets no copies.
    const loose = await saveImage(env.db.prisma, env.media, await solidImage(600, 600, { r: 9, g: 9, b: 9 }, "png"));

    let queued = 0;
    expect(await runJobs(async (q) => (queued = await enqueueMissingBackgroundVariants({ prisma: env.db.prisma, queue: q })))).toMatchObject({ failed: 0 });
    expect(queued).toBeGreaterThan(0);
    expect(await pending()).toEqual([]);
    expect((await variantsOf(before.hash)).map((v) => v.row.width)).toEqual([320, 400, 500]);
    expect(await variantsOf(loose.hash)).toEqual([]);
    expect(await enqueueMissingBackgroundVariants({ prisma: env.db.prisma, queue: createInProcessQueue(env.handlers(), silent) })).toBe(0);
  });
});
