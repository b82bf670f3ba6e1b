import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "@twend/config";
import { saveImage } from "@twend/media";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAppContext, createAppContext } from "./create-app-context.ts";

/**
 * The embedded mode (PGlite in DATA_DIR, jobs in process) stopped while a batch was being made:
 * its queue went with it, and the next start queues the rows and renders left unfinished at once.
 */
describe("an embedded start after a stop mid-batch", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "twend-resume-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const config = () => parseConfig({ NODE_ENV: "test", DATA_DIR: dataDir, PORT: "0", APP_ORIGIN: "http://localhost:3000" });
  const start = () => createAppContext(config(), pino({ level: "silent" }));

  it("queues again the rows and the render the last run left queued or half made, and they are made", async () => {
    const before = await start();
    await before.started;
    const { prisma } = before.db;
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 30, g: 160, b: 90 } } })
      .png()
      .toBuffer();
    const background = await saveImage(prisma, before.media, png);
    const campaign = await prisma.campaign.create({
      data: { shortId: "resumed", title: "Resumed", backgroundImageUrl: background.path, backgroundHash: background.hash, avatarX: 200, avatarY: 200, avatarSize: 160 },
    });
    const owner = await prisma.user.create({ data: { email: "resume@example.com" } });
    // Written as the stopped run left them: row 2 was being drawn, row 3 waited, row 4 was made.
    const batch = await prisma.dpBatch.create({
      data: {
        campaignId: campaign.id,
        ownerId: owner.id,
        total: 3,
        expiresAt: new Date(Date.now() + 3600_000),
        rows: {
          createMany: {
            data: [
              { row: 2, name: "Ada", fileName: "Ada.png", status: "active", attempts: 1 },
              { row: 3, name: "Grace", fileName: "Grace.png" },
              { row: 4, name: "Alan", fileName: "Alan.png", status: "done", attempts: 1 },
            ],
          },
        },
      },
    });
    // And a visitor's render the stopped run had queued but not begun.
    const renderId = "a".repeat(64);
    await prisma.dpRender.create({
      data: { id: renderId, campaignId: campaign.id, photoHash: background.hash, name: "Ada", expiresAt: new Date(Date.now() + 3600_000) },
    });
    await closeAppContext(before);

    const after = await start();
    try {
      await after.started;
      await after.jobs.idle();
      const rows = await after.db.prisma.dpBatchRow.findMany({ where: { batchId: batch.id }, orderBy: { row: "asc" } });
      expect(rows.map((row) => [row.row, row.status, row.resultHash !== null])).toEqual([
        [2, "done", true],
        [3, "done", true],
        [4, "done", false],
      ]);
      const render = await after.db.prisma.dpRender.findUniqueOrThrow({ where: { id: renderId } });
      expect([render.status, render.resultHash !== null]).toEqual(["done", true]);
    } finally {
      await closeAppContext(after);
    }
  });
});
