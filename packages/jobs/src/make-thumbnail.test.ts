import { randomBytes } from "node:crypto";
import { isUniqueViolation } from "@twend/db";
import { createS3MediaStore, saveImage, type MediaStore } from "@twend/media";
import { solidImage } from "@twend/media/testing";
import { startS3TestServer } from "@twend/media/testing/s3";
import { Queue } from "bullmq";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createBullQueue, startBullWorker } from "./queue/bullmq-queue.ts";
import { createInProcessQueue } from "./queue/in-process-queue.ts";
import { QUEUE_NAMES, type JobQueue } from "./queue/job-queue.ts";
import { useJobTestEnv } from "./testing/job-test-env.ts";
import { makeThumbnailJob, THUMBNAIL_WIDTH } from "./make-thumbnail.ts";

const silent = { info: () => undefined, error: () => undefined };

const env = useJobTestEnv();

/** A stored 1600x1000 background used by one new Twend, as a creator's upload would leave it. */
async function campaignWithBackground(colour: { r: number; g: number; b: number }, store: MediaStore = env.media) {
  const background = await saveImage(env.db.prisma, store, await solidImage(1600, 1000, colour, "png"));
  const campaign = await env.db.prisma.campaign.create({
    data: {
      shortId: `t${randomBytes(4).toString("hex")}`,
      title: "Thumbnail test",
      backgroundImageUrl: background.path,
      backgroundHash: background.hash,
    },
  });
  return { background, campaign };
}

/** The thumbnail now attached to the Twend: its row, and the decoded file in the store. */
async function attachedThumbnail(campaignId: number, store: MediaStore = env.media) {
  const campaign = await env.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId }, include: { thumbnail: true } });
  const row = campaign.thumbnail;
  if (!row) throw new Error("no thumbnail attached");
  const bytes = await store.read(row.hash, "webp");
  if (!bytes) throw new Error("thumbnail file missing from the store");
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  return { row, info, firstPixel: [data[0], data[1], data[2]] };
}

async function waitFor(queue: JobQueue, completed: number): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const counts = await queue.counts();
    if (counts.failed > 0) throw new Error("job failed");
    if (counts.completed >= completed) return;
    if (Date.now() > deadline) throw new Error(`timed out: ${JSON.stringify(counts)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("env.media.thumbnail job", () => {
  it("runs in process: measures the background and attaches a card-sized WebP of it", async () => {
    const { background, campaign } = await campaignWithBackground({ r: 200, g: 40, b: 40 });
    const queue = createInProcessQueue(env.handlers(), silent);
    await queue.enqueue("media.thumbnail", { hash: background.hash });
    await queue.idle();
    expect(await queue.counts()).toEqual({ waiting: 0, active: 0, completed: 1, failed: 0 });

    const thumb = await attachedThumbnail(campaign.id);
    expect(thumb.row).toMatchObject({ mimeType: "image/webp", width: THUMBNAIL_WIDTH, height: 300 });
    expect(thumb.info).toMatchObject({ width: THUMBNAIL_WIDTH, height: 300 });
    for (const [got, want] of thumb.firstPixel.map((v, i) => [v, [200, 40, 40][i]])) {
      expect(Math.abs((got ?? 0) - (want ?? 0))).toBeLessThanOrEqual(4);
    }
  });

  // Two connections at once: the in-memory PGlite has one.
  it.skipIf(!process.env.DATABASE_URL)("does not deadlock with a creator's edit giving a Twend the link another on the same background has", async () => {
    // The other Twend takes the link while the edit, which found it free, is on its way; the job
    // then reaches that Twend before the edited one, which the edit holds, and only then does the
    // edit ask for the link.
    const { background, campaign: other } = await campaignWithBackground({ r: 90, g: 90, b: 200 });
    await env.db.prisma.campaign.update({ where: { id: other.id }, data: { shortId: "wanted-link" } });
    const edited = await env.db.prisma.campaign.create({
      data: { shortId: `t${randomBytes(4).toString("hex")}`, title: "Same background", backgroundImageUrl: background.path, backgroundHash: background.hash },
    });
    let rowHeld!: () => void;
    const held = new Promise<void>((resolve) => (rowHeld = resolve));
    let proceed!: () => void;
    const jobWaits = new Promise<void>((resolve) => (proceed = resolve));
    const edit = env.db.prisma.$transaction(
      async (tx) => {
        await tx.campaign.update({ where: { id: edited.id }, data: { title: "Edited" } });
        rowHeld();
        await jobWaits;
        await tx.campaign.update({ where: { id: edited.id }, data: { shortId: "wanted-link" } });
      },
      { timeout: 30_000 },
    );
    const editSettled = edit.then(
      () => null,
      (error: unknown) => error,
    );
    await held;
    const job = makeThumbnailJob({ prisma: env.db.prisma, media: env.media }, { hash: background.hash });
    const waitingForLocks = async () => {
      const [{ waiting }] = await env.db.prisma.$queryRaw<[{ waiting: number }]>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      return waiting;
    };
    // The job waits for the edited Twend.
    await expect.poll(waitingForLocks, { timeout: 15_000, interval: 20 }).toBeGreaterThan(0);
    proceed();

    expect(isUniqueViolation(await editSettled)).toBe(true);
    await expect(job).resolves.toMatchObject({ campaigns: 2 });
    const rows = await env.db.prisma.campaign.findMany({ where: { id: { in: [edited.id, other.id] } }, select: { thumbnailHash: true } });
    expect(rows.map((row) => row.thumbnailHash)).toEqual([expect.any(String), expect.any(String)]);
  });

  it("works the same with media in an S3 bucket (s3rver)", async () => {
    const s3 = await startS3TestServer();
    const bucketStore = createS3MediaStore(s3.options);
    try {
      const { background, campaign } = await campaignWithBackground({ r: 40, g: 200, b: 40 }, bucketStore);
      const queue = createInProcessQueue(env.handlers(bucketStore), silent);
      await queue.enqueue("media.thumbnail", { hash: background.hash });
      await queue.idle();
      expect(await queue.counts()).toMatchObject({ completed: 1, failed: 0 });
      const thumb = await attachedThumbnail(campaign.id, bucketStore);
      expect(thumb.row).toMatchObject({ mimeType: "image/webp", width: THUMBNAIL_WIDTH, height: 300 });
      expect(thumb.firstPixel[1]).toBeGreaterThan(180);
      expect(await env.media.exists(thumb.row.hash)).toBe(false);
    } finally {
      await bucketStore.close();
      await s3.close();
    }
  });

  it("counts a job whose background is missing as failed and keeps going", async () => {
    const queue = createInProcessQueue(env.handlers(), silent);
    await queue.enqueue("media.thumbnail", { hash: "f".repeat(64) });
    await queue.idle();
    expect(await queue.counts()).toMatchObject({ completed: 0, failed: 1 });
  });

  it("refuses a malformed payload when it is enqueued", async () => {
    const queue = createInProcessQueue(env.handlers(), silent);
    await expect(queue.enqueue("media.thumbnail", { hash: "not-a-hash" })).rejects.toThrow(/sha256/);
  });

  describe.runIf(process.env.REDIS_URL)("through BullMQ on REDIS_URL", () => {
    const redisUrl = process.env.REDIS_URL ?? "";
    const prefix = `twend_test_${randomBytes(6).toString("hex")}`;

    afterAll(async () => {
      const cleanup = new Queue(QUEUE_NAMES.main, { connection: { url: redisUrl }, prefix });
      await cleanup.obliterate({ force: true });
      await cleanup.close();
    });

    it("a worker consumes the job the API enqueued and attaches the thumbnail", async () => {
      const { background, campaign } = await campaignWithBackground({ r: 30, g: 90, b: 220 });
      const queue = createBullQueue({ redisUrl, prefix });
      const worker = startBullWorker({ redisUrl, prefix }, env.handlers(), silent);
      try {
        await queue.ping();
        await queue.enqueue("media.thumbnail", { hash: background.hash });
        await waitFor(queue, 1);
        const thumb = await attachedThumbnail(campaign.id);
        expect(thumb.row).toMatchObject({ mimeType: "image/webp", width: THUMBNAIL_WIDTH, height: 300 });
        expect(thumb.firstPixel[2]).toBeGreaterThan(200);
      } finally {
        await worker.close();
        await queue.close();
      }
    });
  });
});
