import { createHash, randomBytes } from "node:crypto";
import { createJobHandlers, startBullWorker, type BullWorker } from "@twend/jobs";
import { saveImage } from "@twend/media";
import { waitFor } from "@twend/runtime/testing";
import { ADMIN_MESSAGES, MESSAGES, type AdminQueueJob, type AdminQueueJobs } from "@twend/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpCreator, TestClient } from "../../testing/http-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

const ADMIN_EMAIL = "queue-chief@example.com";

async function signUpAdmin(t: TestApp): Promise<TestClient> {
  const client = new TestClient(t.app);
  const res = await client.post(
    "/api/auth/register",
    { email: ADMIN_EMAIL, password: "correct horse battery", firstName: "Queue", lastName: "Chief" },
    { "x-forwarded-for": "10.49.0.1" },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return client;
}

const query = (input: object) => `/trpc/admin.jobQueue.jobs?input=${encodeURIComponent(JSON.stringify(input))}`;

async function listJobs(client: TestClient, input: object): Promise<AdminQueueJobs> {
  const res = await client.get(query(input));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { result: { data: AdminQueueJobs } }).result.data;
}

/** A picture whose bytes (and so whose media hash) no other test makes. */
async function uniquePng(): Promise<{ bytes: Buffer; hash: string }> {
  const [r, g, b] = randomBytes(3);
  const bytes = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: r ?? 0, g: g ?? 0, b: b ?? 0 } } })
    .png()
    .toBuffer();
  return { bytes, hash: createHash("sha256").update(bytes).digest("hex") };
}

/** The job with `id` once it is listed in `state` of the main lane. */
function listedIn(client: TestClient, state: AdminQueueJob["state"], id: string): Promise<AdminQueueJob> {
  return waitFor(`job ${id} to be ${state}`, async () => (await listJobs(client, { lane: "main", state, limit: 100 })).jobs.find((job) => job.id === id), 20_000);
}

interface Backend {
  name: string;
  env: () => Record<string, string>;
  /** Starts whatever runs the app's jobs outside its process; in process, nothing. */
  startWorker: (t: TestApp) => BullWorker | undefined;
  maxAttempts: number;
}

const silent = { info: () => undefined, error: () => undefined };

const BACKENDS: Backend[] = [
  { name: "the in-process queue (embedded)", env: () => ({}), startWorker: () => undefined, maxAttempts: 1 },
  ...(process.env.REDIS_URL
    ? [
        {
          name: "BullMQ on Redis, with a worker",
          env: () => ({ REDIS_URL: process.env.REDIS_URL ?? "", QUEUE_PREFIX: `twend_admin_queue_${randomBytes(4).toString("hex")}` }),
          startWorker: (t: TestApp) =>
            startBullWorker(
              { redisUrl: t.ctx.config.redisUrl ?? "", prefix: t.ctx.config.queuePrefix },
              createJobHandlers({ prisma: t.ctx.db.prisma, media: t.ctx.media, host: "localhost", queue: () => t.ctx.jobs, renderPool: t.ctx.renderPool }),
              silent,
            ),
          maxAttempts: 3,
        },
      ]
    : []),
];

describe.each(BACKENDS)("the admin's job queue on $name", (backend) => {
  let t: TestApp;
  let admin: TestClient;
  let worker: BullWorker | undefined;

  beforeAll(async () => {
    t = await createTestApp({}, { ADMIN_EMAILS: ADMIN_EMAIL, ...backend.env() });
    admin = await signUpAdmin(t);
    worker = backend.startWorker(t);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  it("lists a failed job with its error, queues it again once its cause is fixed, and it completes", async () => {
    const png = await uniquePng();
    const id = `thumb-${png.hash.slice(0, 12)}`;
    // A thumbnail of a background not stored yet: the real job fails, naming it.
    await t.ctx.jobs.enqueue("media.thumbnail", { hash: png.hash }, { jobId: id });
    const failed = await listedIn(admin, "failed", id);
    expect(failed).toMatchObject({
      name: "media.thumbnail",
      state: "failed",
      attempts: backend.maxAttempts,
      max_attempts: backend.maxAttempts,
      error: `No media object ${png.hash}`,
      run_at: null,
    });
    expect(Date.parse(failed.created_at)).toBeLessThanOrEqual(Date.parse(failed.finished_at ?? ""));
    const page = await listJobs(admin, { lane: "main", state: "failed" });
    expect(page.backend).toBe(t.ctx.jobs.kind);
    expect(page.lanes.map(({ lane }) => lane)).toEqual(["main", "batch"]);
    expect(page.lanes[0]?.counts.failed).toBe(page.pagination.total);
    expect(page.jobs[0]?.id).toBe(id);

    // The background arrives; the retry then makes its thumbnail, with its attempts counted afresh.
    await saveImage(t.ctx.db.prisma, t.ctx.media, png.bytes);
    const retried = await admin.post("/trpc/admin.jobQueue.retry", { lane: "main", id });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toMatchObject({ result: { data: { lane: "main", id } } });
    const completed = await listedIn(admin, "completed", id);
    expect(completed).toMatchObject({ name: "media.thumbnail", attempts: 1, error: null });
    // It keeps the time it was first queued.
    expect(completed.created_at).toBe(failed.created_at);
    expect((await listJobs(admin, { lane: "main", state: "failed" })).jobs.some((job) => job.id === id)).toBe(false);
    expect(await t.ctx.db.prisma.mediaObject.count({ where: { hash: png.hash } })).toBe(1);
  });

  it("removes a failed job, and answers 404 for one no longer among the failed", async () => {
    const png = await uniquePng();
    const id = `thumb-${png.hash.slice(0, 12)}`;
    await t.ctx.jobs.enqueue("media.thumbnail", { hash: png.hash }, { jobId: id });
    await listedIn(admin, "failed", id);
    const before = (await listJobs(admin, { lane: "main", state: "failed" })).pagination.total;

    const removed = await admin.post("/trpc/admin.jobQueue.remove", { lane: "main", id });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const after = await listJobs(admin, { lane: "main", state: "failed" });
    expect(after.jobs.some((job) => job.id === id)).toBe(false);
    expect(after.pagination.total).toBe(before - 1);

    for (const call of ["retry", "remove"]) {
      const gone = await admin.post(`/trpc/admin.jobQueue.${call}`, { lane: "main", id });
      expect(gone.status).toBe(404);
      expect(gone.body).toMatchObject({ error: { message: ADMIN_MESSAGES.failedJobNotFound } });
    }
    // Nor is a job of another lane, or one that did not fail, retried or removed.
    expect((await admin.post("/trpc/admin.jobQueue.retry", { lane: "batch", id })).status).toBe(404);
  });

  it("pages through a state newest first", async () => {
    const pngs = await Promise.all([uniquePng(), uniquePng(), uniquePng()]);
    const ids = pngs.map((png) => `paged-${png.hash.slice(0, 12)}`);
    await t.ctx.jobs.enqueueMany(
      "media.thumbnail",
      pngs.map((png, i) => ({ payload: { hash: png.hash }, jobId: ids[i] })),
    );
    for (const id of ids) await listedIn(admin, "failed", id);
    const all = await listJobs(admin, { lane: "main", state: "failed", limit: 100 });
    const finished = all.jobs.map((job) => Date.parse(job.finished_at ?? ""));
    expect(finished).toEqual(finished.toSorted((a, b) => b - a));
    const first = await listJobs(admin, { lane: "main", state: "failed", page: 1, limit: 2 });
    const second = await listJobs(admin, { lane: "main", state: "failed", page: 2, limit: 2 });
    expect([...first.jobs, ...second.jobs].map((job) => job.id)).toEqual(all.jobs.slice(0, 4).map((job) => job.id));
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: all.jobs.length, totalPages: Math.ceil(all.jobs.length / 2) });
    expect(first.lanes[0]?.counts.failed).toBe(all.jobs.length);
  });

  it("lists the recurring jobs' next runs as delayed with BullMQ, and none in process", async () => {
    const delayed = await listJobs(admin, { lane: "main", state: "delayed" });
    if (t.ctx.jobs.kind === "in-process") {
      expect(delayed.jobs).toEqual([]);
      return;
    }
    expect(delayed.jobs.map((job) => job.name)).toEqual(expect.arrayContaining(["campaign.trending", "dp.sweep", "media.collect"]));
    for (const job of delayed.jobs) expect(Date.parse(job.run_at ?? "")).toBeGreaterThan(Date.now() - 1000);
  });

  it("refuses everyone but admins, and a lane or state it does not know", async () => {
    const creator = await signedUpCreator(t.app, "queue-outsider");
    const calls = [
      () => creator.get(query({ lane: "main", state: "failed" })),
      () => creator.post("/trpc/admin.jobQueue.retry", { lane: "main", id: "1" }),
      () => creator.post("/trpc/admin.jobQueue.remove", { lane: "main", id: "1" }),
    ];
    for (const call of calls) {
      const refused = await call();
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ error: { message: MESSAGES.adminRequired, data: { code: "FORBIDDEN" } } });
    }
    expect((await new TestClient(t.app).get(query({}))).status).toBe(401);
    const unknownLane = await admin.get(query({ lane: "express" }));
    expect(unknownLane.status).toBe(400);
    expect(unknownLane.body).toMatchObject({ error: { message: "lane: lane must be one of: main, batch" } });
    expect((await admin.get(query({ state: "stuck" }))).status).toBe(400);
    expect((await admin.post("/trpc/admin.jobQueue.remove", { lane: "main", id: "" })).status).toBe(400);
  });
});
