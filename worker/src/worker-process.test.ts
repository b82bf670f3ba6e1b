import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, type Database } from "@twend/db";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { createBullQueue, QUEUE_NAMES, type JobQueue } from "@twend/jobs";
import { createLocalMediaStore, saveImage, type MediaStore } from "@twend/media";
import { solidImage } from "@twend/media/testing";
import { migrationsDir } from "@twend/prisma";
import { Queue } from "bullmq";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const redisUrl = process.env.REDIS_URL ?? "";
// Short, so a job left behind by a killed worker comes back within seconds.
const LOCK_SECONDS = 2;
const RENDERS = 8;

/**
 * The real worker process (`npm run worker`) on PostgreSQL and Redis, stopped
 * politely and killed outright while it renders.
 */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)("the worker process", () => {
  let testDb: TestDatabase;
  let db: Database;
  let dataDir: string;
  let media: MediaStore;
  let prefix: string;
  let producer: JobQueue;
  let campaignId: number;
  const running = new Set<ChildProcess>();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await createDatabase({ databaseUrl: testDb.url });
    await db.migrate(migrationsDir);
    dataDir = await mkdtemp(path.join(tmpdir(), "twend-worker-"));
    media = createLocalMediaStore(path.join(dataDir, "media"));
    // A large background, so each render takes long enough to be caught in the middle.
    const background = await saveImage(db.prisma, media, await solidImage(2400, 2400, { r: 30, g: 90, b: 160 }, "png"));
    const campaign = await db.prisma.campaign.create({
      data: { shortId: "worker-test", title: "Worker test", category: "Social", backgroundImageUrl: "/media/x.png", backgroundHash: background.hash },
    });
    campaignId = campaign.id;
  });

  afterEach(async () => {
    for (const child of running) child.kill("SIGKILL");
    running.clear();
    await producer?.close();
    const cleanup = new Queue(QUEUE_NAMES.main, { connection: { url: redisUrl }, prefix });
    await cleanup.obliterate({ force: true });
    await cleanup.close();
  });

  afterAll(async () => {
    await media?.close();
    await db?.close();
    await testDb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  async function queueRenders(): Promise<string[]> {
    prefix = `twend_proc_${randomBytes(5).toString("hex")}`;
    producer = createBullQueue({ redisUrl, prefix });
    const photo = await saveImage(db.prisma, media, await solidImage(1200, 1200, { r: 250, g: 200, b: 20 }, "jpeg"));
    const ids: string[] = [];
    for (let i = 0; i < RENDERS; i += 1) {
      const id = createHash("sha256").update(`${prefix}:${i}`).digest("hex");
      await db.prisma.dpRender.create({
        data: { id, campaignId, photoHash: photo.hash, name: `Visitor ${i}`, expiresAt: new Date(Date.now() + 3_600_000) },
      });
      await producer.enqueue("dp.render", { renderId: id }, { jobId: id });
      ids.push(id);
    }
    return ids;
  }

  async function startWorker(): Promise<ChildProcess> {
    const child = spawn(process.execPath, ["--import", "tsx", MAIN], {
      env: {
        ...process.env,
        DATABASE_URL: testDb.url,
        REDIS_URL: redisUrl,
        QUEUE_PREFIX: prefix,
        DATA_DIR: dataDir,
        RENDER_PROCESSES: "1",
        JOB_LOCK_SECONDS: String(LOCK_SECONDS),
        LOG_LEVEL: "info",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.add(child);
    child.once("exit", () => running.delete(child));
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("worker ready")) resolve();
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.once("exit", (code) => reject(new Error(`the worker exited with ${code} before it was ready:\n${output}`)));
    });
    return child;
  }

  const statuses = async (ids: string[]) => db.prisma.dpRender.findMany({ where: { id: { in: ids } }, select: { status: true, attempts: true, resultHash: true } });

  async function waitFor(predicate: () => Promise<boolean>, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await predicate())) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  const exitOf = (child: ChildProcess) =>
    new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

  async function expectAllRenderedOnce(ids: string[]) {
    await waitFor(async () => (await statuses(ids)).every((r) => r.status === "done"), 90_000);
    const rows = await statuses(ids);
    expect(rows.every((r) => r.resultHash !== null)).toBe(true);
    for (const row of rows) expect(await media.read(row.resultHash ?? "", "png")).not.toBeNull();
    const counts = await producer.counts();
    expect(counts).toMatchObject({ waiting: 0, active: 0, failed: 0, completed: RENDERS });
  }

  it("on SIGTERM finishes the jobs it is running, then exits cleanly; the rest wait for the next worker", async () => {
    const ids = await queueRenders();
    const first = await startWorker();
    await waitFor(async () => (await statuses(ids)).some((r) => r.status === "done"), 60_000);
    const exited = exitOf(first);
    first.kill("SIGTERM");
    expect(await exited).toEqual({ code: 0, signal: null });

    // Nothing was cut short: no render is left half-done, and none needed a second try.
    const afterStop = await statuses(ids);
    expect(afterStop.filter((r) => r.status === "active")).toEqual([]);
    expect(afterStop.some((r) => r.status === "queued")).toBe(true);
    expect((await producer.counts()).active).toBe(0);

    await startWorker();
    await expectAllRenderedOnce(ids);
    expect((await statuses(ids)).every((r) => r.attempts === 1)).toBe(true);
  }, 120_000);

  it("after kill -9 in the middle of a render, a new worker takes the job back and completes it once", async () => {
    const ids = await queueRenders();
    const first = await startWorker();
    await waitFor(async () => (await statuses(ids)).some((r) => r.status === "active"), 60_000);
    const exited = exitOf(first);
    first.kill("SIGKILL");
    await exited;
    const orphaned = (await statuses(ids)).filter((r) => r.status === "active");
    expect(orphaned.length).toBeGreaterThan(0);

    await startWorker();
    await expectAllRenderedOnce(ids);
    // The interrupted renders ran a second time; none ran a third.
    expect((await statuses(ids)).every((r) => r.attempts <= 2)).toBe(true);
  }, 120_000);
});
