import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabase, type Database } from "@twend/db";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { createLocalMediaStore, saveImage, type MediaStore } from "@twend/media";
import { solidImage } from "@twend/media/testing";
import { migrationsDir } from "@twend/prisma";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createInProcessQueue } from "../queue/in-process-queue.ts";
import { createJobHandlers } from "./create-job-handlers.ts";

let testDb: TestDatabase;
let db: Database;
let root: string;
let media: MediaStore;

/** The real handler table; follow-up jobs are not part of these tests. */
function jobHandlers(store: MediaStore = media) {
  return createJobHandlers({
    prisma: db.prisma,
    media: store,
    host: "twend.test",
    queue: () => {
      throw new Error("no follow-up jobs expected");
    },
  });
}

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = await createDatabase({ databaseUrl: testDb.url });
  await db.migrate(migrationsDir);
  root = await mkdtemp(path.join(tmpdir(), "twend-collect-"));
  media = createLocalMediaStore(root);
});
afterAll(async () => {
  await db?.close();
  await testDb?.drop();
  if (root) await rm(root, { recursive: true, force: true });
});

const silent = { error: () => undefined };
const image = (r: number) => solidImage(20, 20, { r, g: 10, b: 10 }, "png");

describe("media.collect job", () => {
  it("deletes old media nothing refers to, and keeps what Twends use and what is fresh", async () => {
    const used = await saveImage(db.prisma, media, await image(1));
    const orphan = await saveImage(db.prisma, media, await image(2));
    const fresh = await saveImage(db.prisma, media, await image(3));
    const old = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await db.prisma.mediaObject.updateMany({ where: { hash: { in: [used.hash, orphan.hash] } }, data: { createdAt: old } });
    await db.prisma.campaign.create({ data: { shortId: "keeps-media", title: "T", backgroundImageUrl: used.url, backgroundHash: used.hash } });

    const queue = createInProcessQueue(jobHandlers(), silent);
    await queue.enqueue("media.collect", {});
    await queue.idle();
    expect(await queue.counts()).toMatchObject({ completed: 1, failed: 0 });

    const left = (await db.prisma.mediaObject.findMany({ select: { hash: true } })).map((m) => m.hash).sort();
    expect(left).toEqual([used.hash, fresh.hash].sort());
    expect(await media.exists(orphan.hash, "png")).toBe(false);
    expect(await media.exists(used.hash, "png")).toBe(true);
    expect(await media.exists(fresh.hash, "png")).toBe(true);
    await queue.close();
  });

  it("runs on a schedule", async () => {
    const orphan = await saveImage(db.prisma, media, await image(4));
    const queue = createInProcessQueue(jobHandlers(), silent);
    await queue.repeat("media.collect", { graceMs: 0 }, 20);
    const deadline = Date.now() + 5000;
    while ((await db.prisma.mediaObject.count({ where: { hash: orphan.hash } })) > 0 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 20));
    }
    await queue.close();
    expect(await db.prisma.mediaObject.count({ where: { hash: orphan.hash } })).toBe(0);
  });
});
