import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createDatabase, type Database } from "@twend/db";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { createBullQueue, QUEUE_NAMES, type JobQueue } from "@twend/jobs";
import { createLocalMediaStore, saveImage } from "@twend/media";
import { solidImage } from "@twend/media/testing";
import { migrationsDir } from "@twend/prisma";
import { freePort, metricValue, runEntry, waitFor, type RunningProcess } from "@twend/runtime/testing";
import { Queue } from "bullmq";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const redisUrl = process.env.REDIS_URL ?? "";

/** The real worker process on PostgreSQL and BullMQ on Redis, scraped on its health port as Prometheus would. */
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)("the worker's /metrics", () => {
  let testDb: TestDatabase;
  let db: Database;
  let dataDir: string;
  let producer: JobQueue;
  let raw: Queue;
  let worker: RunningProcess | undefined;
  let metricsUrl: string;
  const prefix = `twend_metrics_${randomBytes(5).toString("hex")}`;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    db = await createDatabase({ databaseUrl: testDb.url });
    await db.migrate(migrationsDir);
    dataDir = await mkdtemp(path.join(tmpdir(), "twend-worker-metrics-"));
    producer = createBullQueue({ redisUrl, prefix });
    raw = new Queue(QUEUE_NAMES.main, { connection: { url: redisUrl }, prefix });
  });

  afterAll(async () => {
    await worker?.stop("SIGKILL");
    await producer?.close();
    await raw?.obliterate({ force: true });
    await raw?.close();
    await db?.close();
    await testDb?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const scrape = async () => {
    const res = await fetch(metricsUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    return res.text();
  };

  it("shows each lane's jobs, the time jobs and renders took, and failures by job name", async () => {
    // A Twend whose link preview the worker draws in a render process.
    const media = createLocalMediaStore(path.join(dataDir, "media"));
    const background = await saveImage(db.prisma, media, await solidImage(800, 800, { r: 30, g: 90, b: 160 }, "png"));
    await media.close();
    const campaign = await db.prisma.campaign.create({
      data: { shortId: "metrics-test", title: "Metrics test", category: "Social", backgroundImageUrl: "/media/x.png", backgroundHash: background.hash },
    });
    await producer.enqueue("campaign.preview", { campaignId: campaign.id });
    // A background that is not stored: the job fails, and is tried again after a backoff.
    await producer.enqueue("media.thumbnail", { hash: "f".repeat(64) });
    // A job whose time has not come.
    await raw.add("campaign.trending", {}, { delay: 3_600_000 });

    const healthPort = await freePort();
    metricsUrl = `http://127.0.0.1:${healthPort}/metrics`;
    worker = runEntry(MAIN, {
      DATABASE_URL: testDb.url ?? "",
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      WORKER_HEALTH_PORT: String(healthPort),
      RENDER_PROCESSES: "1",
      LOG_LEVEL: "warn",
    });

    const text = await waitFor(
      "the preview's job and render, and the thumbnail's failure",
      async () => {
        const scraped = await fetch(metricsUrl).then(
          (res) => res.text(),
          () => "",
        );
        const done =
          metricValue(scraped, "job_duration_seconds_count", { job: "campaign.preview", outcome: "completed" }) === 1 &&
          (metricValue(scraped, "job_failures_total", { job: "media.thumbnail" }) ?? 0) >= 1;
        return done ? scraped : undefined;
      },
      90_000,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${worker?.output() ?? ""}`);
    });

    expect(metricValue(text, "render_duration_seconds_count", { kind: "preview" })).toBe(1);
    expect(metricValue(text, "render_duration_seconds_sum", { kind: "preview" })).toBeGreaterThan(0);
    expect(metricValue(text, "job_duration_seconds_sum", { job: "campaign.preview", outcome: "completed" })).toBeGreaterThan(0);
    expect(metricValue(text, "job_duration_seconds_count", { job: "media.thumbnail", outcome: "failed" })).toBeGreaterThanOrEqual(1);
    // Every job is listed, at zero until it fails.
    expect(metricValue(text, "job_failures_total", { job: "dp.render" })).toBe(0);
    expect(text).toContain("# TYPE process_cpu_seconds_total counter");
    expect(text).toContain("# TYPE nodejs_eventloop_lag_seconds gauge");

    // The queue as it stands at each scrape: the deferred job (and the thumbnail while it waits out its backoff) are delayed.
    const now = await scrape();
    expect(metricValue(now, "queue_jobs", { lane: "main", state: "delayed" })).toBeGreaterThanOrEqual(1);
    expect(metricValue(now, "queue_jobs", { lane: "main", state: "waiting" })).toBe(0);
    expect(metricValue(now, "queue_jobs", { lane: "batch", state: "waiting" })).toBe(0);
    expect(metricValue(now, "queue_jobs", { lane: "batch", state: "failed" })).toBe(0);
    expect(metricValue(now, "queue_oldest_waiting_seconds", { lane: "main" })).toBe(0);
    // Once its tries are spent, the thumbnail is a failed job of the main lane.
    await waitFor(
      "the thumbnail's last try",
      async () => (metricValue(await scrape(), "queue_jobs", { lane: "main", state: "failed" }) === 1 ? true : undefined),
      30_000,
    );
    expect(metricValue(await scrape(), "job_failures_total", { job: "media.thumbnail" })).toBe(3);
  }, 150_000);
});
