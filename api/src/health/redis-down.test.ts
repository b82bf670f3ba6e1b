import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "@twend/config";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { closedPort } from "@twend/runtime/testing";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import type { AppContext } from "../context/app-context.ts";
import { closeAppContext, createAppContext } from "../context/create-app-context.ts";
import { HttpError } from "../http/http-error.ts";
import { TestClient } from "../testing/http-client.ts";

/**
 * The whole API with REDIS_URL on a port that refuses connections (the test app of other files
 * waits for Redis, so this one is built by hand): what needs the job queue answers 503 at once,
 * naming it, and the rest is served.
 */
describe("the API while Redis is down", () => {
  let testDb: TestDatabase;
  let dataDir: string;
  let ctx: AppContext;
  let app: FastifyInstance;
  let campaignId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), "twend-redis-down-"));
    const config = parseConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      DATABASE_URL: testDb.url,
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
      APP_ORIGIN: "http://localhost:3000",
    });
    ctx = await createAppContext(config, pino({ level: "silent" }), { pgliteDir: testDb.url ? undefined : "memory://" });
    await ctx.dependencies.whenUp(["database"]);
    app = await buildApp(ctx);
    const campaign = await ctx.db.prisma.campaign.create({
      data: { shortId: "redis-down", title: "Redis down", category: "Social", backgroundImageUrl: "/media/x.png", includeText: false },
    });
    campaignId = campaign.id;
  });

  afterAll(async () => {
    await app?.close();
    if (ctx) await closeAppContext(ctx);
    await testDb?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("is live and not ready, naming redis", async () => {
    const live = await app.inject({ method: "GET", url: "/healthz/live" });
    expect([live.statusCode, live.json()]).toEqual([200, { status: "ok" }]);
    const ready = await app.inject({ method: "GET", url: "/healthz/ready" });
    expect([ready.statusCode, ready.json()]).toEqual([503, { status: "unavailable", missing: ["redis"] }]);
    const detail = await app.inject({ method: "GET", url: "/healthz" });
    expect(detail.statusCode).toBe(503);
    expect(detail.json()).toMatchObject({
      status: "degraded",
      database: { ok: true },
      queue: { ok: false, kind: "bullmq" },
    });
    expect(detail.json().queue).not.toHaveProperty("error");
  });

  it("keeps the per-client budgets in the process's memory instead of switching them off", async () => {
    const from = { "x-forwarded-for": "198.51.100.47" };
    const visit = () => new TestClient(app).post("/api/track-visit", { session_id: "budget-while-down", page_path: "/" }, from);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await visit()).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it("refuses the job queue's calls at once with a 503 naming it", async () => {
    const refusal = await ctx.jobs.enqueue("campaign.trending", {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 503, headers: { "retry-after": expect.stringMatching(/^\d+$/) } });
  });

  it("answers a DP render, which needs the queue, with a 503 on both transports, and still serves reads", async () => {
    const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 250, g: 200, b: 20 } } })
      .jpeg()
      .toBuffer();
    const body = { campaign_id: campaignId, photo_url: `data:image/jpeg;base64,${photo.toString("base64")}`, session_id: "redis-down-0001" };
    const visitor = new TestClient(app);
    const rest = await visitor.post("/api/generate-dp", body);
    expect(rest).toMatchObject({ status: 503, body: { success: false, error: expect.stringMatching(/job queue cannot be reached/) } });
    expect(rest.headers["retry-after"]).toMatch(/^\d+$/);
    const trpc = await visitor.post("/trpc/generator.generate", body);
    expect(trpc.status).toBe(503);
    expect(JSON.stringify(trpc.body)).toMatch(/job queue cannot be reached/);

    const read = await visitor.get("/api/campaigns/redis-down");
    expect(read.status).toBe(200);
  });
});
