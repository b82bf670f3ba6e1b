import { randomBytes } from "node:crypto";
import { saveImage } from "@twend/media";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { JobName } from "./definitions.ts";
import { useJobTestEnv } from "./testing/job-test-env.ts";
import type { JobQueue, QueuedJob } from "./queue/job-queue.ts";
import { BATCH_ROW_STUCK_MS, sweepRendersJob } from "./sweep-renders.ts";

const env = useJobTestEnv();

const png = (r: number, size = 300) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r, g: 90, b: 90 } } })
    .png()
    .toBuffer();

/** A Twend and a batch of `names` on it, each row with a photo of its own. */
async function batchOf(names: string[]) {
  const { prisma } = env.db;
  const background = await saveImage(prisma, env.media, await png(10, 500));
  const campaign = await prisma.campaign.create({
    data: {
      shortId: `b${randomBytes(4).toString("hex")}`,
      title: "Team",
      backgroundImageUrl: background.path,
      backgroundHash: background.hash,
      avatarX: 150,
      avatarY: 150,
      avatarSize: 200,
    },
  });
  const owner = await prisma.user.create({ data: { email: `${randomBytes(4).toString("hex")}@example.com` } });
  const photos = await Promise.all(names.map((_, i) => png(100 + i * 40).then((bytes) => saveImage(prisma, env.media, bytes))));
  return prisma.dpBatch.create({
    data: {
      campaignId: campaign.id,
      ownerId: owner.id,
      total: names.length,
      expiresAt: new Date(Date.now() + 3600_000),
      rows: { createMany: { data: names.map((name, i) => ({ row: i + 2, name, fileName: `${name}.png`, photoHash: photos[i]?.hash ?? null })) } },
    },
  });
}

describe("batch.row", () => {
  it("makes the row's DP once, reports a row that keeps failing without stopping the batch, and finishes the batch with its last row", async () => {
    const { prisma } = env.db;
    const batch = await batchOf(["Ada", "Grace"]);
    const run = env.handlers()["batch.row"];
    expect(await run({ batchId: batch.id, row: 2 })).toEqual({ status: "finished" });
    const ada = await prisma.dpBatchRow.findUniqueOrThrow({ where: { batchId_row: { batchId: batch.id, row: 2 } } });
    expect(ada).toMatchObject({ status: "done", attempts: 1, error: null });
    const stored = ada.resultHash ? await env.media.read(ada.resultHash, "png") : null;
    expect((await sharp(stored ?? Buffer.alloc(0)).metadata()).width).toBe(500);
    expect((await prisma.dpBatch.findUniqueOrThrow({ where: { id: batch.id } })).startedAt).not.toBeNull();

    // Run again (a redelivered job): nothing is drawn or counted twice.
    expect(await run({ batchId: batch.id, row: 2 })).toEqual({ status: "done" });
    expect((await prisma.dpBatchRow.findUniqueOrThrow({ where: { batchId_row: { batchId: batch.id, row: 2 } } })).attempts).toBe(1);

    // Grace's photo is gone from the store: each try fails, the last one marks the row failed and finishes the batch.
    const grace = await prisma.dpBatchRow.findUniqueOrThrow({ where: { batchId_row: { batchId: batch.id, row: 3 } } });
    await env.media.delete(grace.photoHash ?? "", "png");
    await expect(run({ batchId: batch.id, row: 3 })).rejects.toThrow(/missing from the store/);
    await expect(run({ batchId: batch.id, row: 3 })).rejects.toThrow(/missing from the store/);
    expect((await prisma.dpBatch.findUniqueOrThrow({ where: { id: batch.id } })).finishedAt).toBeNull();
    expect(await run({ batchId: batch.id, row: 3 })).toEqual({ status: "finished" });
    expect(await prisma.dpBatchRow.findUniqueOrThrow({ where: { batchId_row: { batchId: batch.id, row: 3 } } })).toMatchObject({ status: "failed", attempts: 3 });
    expect((await prisma.dpBatch.findUniqueOrThrow({ where: { id: batch.id } })).finishedAt).not.toBeNull();
  });

  it("is queued again by the sweep when its job was lost, under a new job id once it was tried", async () => {
    const { prisma } = env.db;
    const batch = await batchOf(["Katherine", "Dorothy", "Mary"]);
    const long = new Date(Date.now() - BATCH_ROW_STUCK_MS - 1000);
    // Row 2 was taken by a worker that died; row 3 never got its job; row 4 is waiting in a queue right now.
    await prisma.$executeRaw`UPDATE dp_batch_rows SET status = 'active', attempts = 1, updated_at = ${long} WHERE batch_id = ${batch.id}::uuid AND row = 2`;
    await prisma.$executeRaw`UPDATE dp_batch_rows SET updated_at = ${long} WHERE batch_id = ${batch.id}::uuid AND row = 3`;
    const enqueued: Array<{ name: JobName; payload: unknown; jobId: string | undefined }> = [];
    const queue = {
      enqueueMany: async <N extends JobName>(name: N, jobs: readonly QueuedJob<N>[]) =>
        void enqueued.push(...jobs.map(({ payload, jobId }) => ({ name, payload, jobId }))),
    } as unknown as JobQueue;
    const swept = await sweepRendersJob({ prisma, media: env.media, queue: () => queue });
    expect(swept.batchRowsRequeued).toBeGreaterThanOrEqual(2);
    const rowOf = (job: (typeof enqueued)[number]) => (job.payload as { row: number }).row;
    const mine = enqueued.filter((job) => (job.payload as { batchId?: string }).batchId === batch.id).toSorted((a, b) => rowOf(a) - rowOf(b));
    expect(mine).toEqual([
      { name: "batch.row", payload: { batchId: batch.id, row: 2 }, jobId: `batch-${batch.id}-2-1` },
      { name: "batch.row", payload: { batchId: batch.id, row: 3 }, jobId: `batch-${batch.id}-3-0` },
    ]);
  });

  it("goes with its batch when the batch expires", async () => {
    const { prisma } = env.db;
    const batch = await batchOf(["Hedy"]);
    await prisma.dpBatch.update({ where: { id: batch.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const queue = { enqueueMany: async () => undefined } as unknown as JobQueue;
    expect((await sweepRendersJob({ prisma, media: env.media, queue: () => queue })).batchesExpired).toBeGreaterThanOrEqual(1);
    expect(await prisma.dpBatchRow.count({ where: { batchId: batch.id } })).toBe(0);
  });
});
