import { randomBytes } from "node:crypto";
import { MESSAGES } from "@twend/shared";
import { createJobHandlers, createRenderPool, startBullWorker } from "@twend/jobs";
import { Queue } from "bullmq";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let campaignId: number;
let shortId: string;
let photoUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const background = await sharp({ create: { width: 500, height: 500, channels: 3, background: { r: 0, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  const creator = new TestClient(t.app);
  await creator.post("/api/auth/register", { email: "maker@example.com", password: "correct horse battery", firstName: "M", lastName: "K" });
  const created = await creator.post("/api/campaigns", {
    title: "Render Me",
    background_image_url: `data:image/png;base64,${background.toString("base64")}`,
    avatar_x: 150,
    avatar_y: 150,
    avatar_size: 200,
    include_text: true,
  });
  expect(created.status).toBe(200);
  ({ id: campaignId, short_id: shortId } = created.body.data as { id: number; short_id: string });
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 255, g: 0, b: 255 } } })
    .jpeg()
    .toBuffer();
  photoUrl = `data:image/jpeg;base64,${photo.toString("base64")}`;
});
afterAll(() => t.close());

const visitor = () => new TestClient(t.app);

describe("views", () => {
  it("counts one view per visitor session, and none for callers without a session", async () => {
    const before = (await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).totalViews;
    const v = visitor();
    await v.get(`/api/campaigns/${shortId}?session_id=reloader-0001`);
    await v.get(`/api/campaigns/${shortId}?session_id=reloader-0001`);
    await v.get(`/api/campaigns/${shortId}?session_id=reloader-0002`);
    const last = await v.get(`/api/campaigns/${shortId}`);
    expect(last.body).toMatchObject({ success: true, data: { total_views: before + 2 } });
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId, type: "view" } })).toBe(2);
  });
});

describe("POST /api/generate-dp", () => {
  it("records the generation and has the worker compose the PNG with the photo in the slot", async () => {
    const res = await visitor().post("/api/generate-dp", { campaign_id: campaignId, user_name: "Ada", photo_url: photoUrl, session_id: "generator-0001" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { render_id: string; status: string; result_url: string | null };
    expect(data.render_id).toMatch(/^[a-f0-9]{64}$/);
    await t.ctx.jobs.idle();

    const status = await visitor().get(`/api/dp-renders/${data.render_id}`);
    const done = status.body.data as { status: string; result_url: string };
    expect(done.status).toBe("done");
    expect(done.result_url).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    const png = await t.app.inject({ method: "GET", url: done.result_url });
    expect(png.headers["content-type"]).toBe("image/png");
    const { data: pixels, info } = await sharp(png.rawPayload).raw().toBuffer({ resolveWithObject: true });
    // 500x500 background plus the 40 px footer strip (8% of 500, clamped to at least 40).
    expect([info.width, info.height]).toEqual([500, 540]);
    const at = (x: number, y: number) => Array.from(pixels.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    const centre = at(250, 250);
    expect(centre[0]).toBeGreaterThan(230);
    expect(centre[1]).toBeLessThan(30);
    expect(centre[2]).toBeGreaterThan(230);
    expect(at(5, 535)).toEqual([255, 255, 255]);

    // Visitors' photos are personal data: the render and its media expire after RENDER_TTL_HOURS (24 by default).
    const row = await t.ctx.db.prisma.dpRender.findUniqueOrThrow({ where: { id: data.render_id } });
    expect(Math.abs(row.expiresAt.getTime() - Date.now() - 24 * 3_600_000)).toBeLessThan(60_000);
    const campaign = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    expect(campaign.totalDownloads).toBe(1);
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId, type: "generation" } })).toBe(1);
  });

  it("renders the same request once and answers it from the cache", async () => {
    const body = { campaign_id: campaignId, user_name: "Grace", photo_url: photoUrl, session_id: "generator-0002" };
    const first = await visitor().post("/api/generate-dp", body);
    await t.ctx.jobs.idle();
    const completedBefore = (await t.ctx.jobs.counts()).completed;
    const second = await visitor().post("/api/generate-dp", body);
    await t.ctx.jobs.idle();
    expect((second.body.data as { render_id: string }).render_id).toBe((first.body.data as { render_id: string }).render_id);
    expect(second.body.data).toMatchObject({ status: "done", result_url: expect.stringMatching(/\.png$/) });
    expect((await t.ctx.jobs.counts()).completed).toBe(completedBefore);
    expect(await t.ctx.db.prisma.dpRender.count({ where: { name: "Grace" } })).toBe(1);
  });

  it("answers the same DP asked for at the same moment by several visitors with one render", async () => {
    // A browser reporting the DP it drew while another visitor makes the same one: both find no row and insert it.
    const body = (n: number) => ({ campaign_id: campaignId, user_name: "Simultaneous", photo_url: photoUrl, session_id: `together-000${n}` });
    // Each from a network of its own, so the per-network bound on counted generations is left to the other tests.
    const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => visitor().post("/api/generate-dp", body(n), { "x-forwarded-for": `10.88.0.${n}` })));
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(new Set(answers.map((answer) => (answer.body.data as { render_id: string }).render_id)).size).toBe(1);
    expect(await t.ctx.db.prisma.dpRender.count({ where: { name: "Simultaneous" } })).toBe(1);
    await t.ctx.jobs.idle();
  });

  it("refuses bad input with a clear 4xx and stores nothing", async () => {
    const mediaBefore = await t.ctx.db.prisma.mediaObject.count();
    const noName = await visitor().post("/api/generate-dp", { campaign_id: campaignId, user_name: " ", photo_url: photoUrl, session_id: "generator-0003" });
    expect(noName.body).toEqual({ success: false, error: MESSAGES.nameRequired });
    const svg = `data:image/svg+xml;base64,${Buffer.from("<svg/>").toString("base64")}`;
    expect((await visitor().post("/api/generate-dp", { campaign_id: campaignId, user_name: "A", photo_url: svg, session_id: "generator-0003" })).status).toBe(400);
    const unknown = await visitor().post("/api/generate-dp", { campaign_id: 999_999, user_name: "A", photo_url: photoUrl, session_id: "generator-0003" });
    expect(unknown).toMatchObject({ status: 404, body: { error: MESSAGES.campaignNotFound } });
    expect((await visitor().post("/api/generate-dp", { campaign_id: "x", photo_url: photoUrl, session_id: "generator-0003" })).status).toBe(400);
    expect(await t.ctx.db.prisma.mediaObject.count()).toBe(mediaBefore);
    expect((await visitor().get(`/api/dp-renders/${"0".repeat(64)}`)).status).toBe(404);
    expect((await visitor().get("/api/dp-renders/not-a-render")).status).toBe(404);
  });

  it("takes the photo's rotation in photo_transform, keeps it with the render, and refuses one out of range", async () => {
    const body = { campaign_id: campaignId, user_name: "Turner", photo_url: photoUrl, session_id: "generator-0004" };
    const turned = await visitor().post("/api/generate-dp", { ...body, photo_transform: { zoom: 1.5, offsetX: 0, offsetY: 0, rotation: -37.5 } });
    expect(turned.status, JSON.stringify(turned.body)).toBe(200);
    const turnedId = (turned.body.data as { render_id: string }).render_id;
    expect((await t.ctx.db.prisma.dpRender.findUniqueOrThrow({ where: { id: turnedId } })).transform).toEqual({ zoom: 1.5, offsetX: 0, offsetY: 0, rotation: -37.5 });
    // Without rotation the transform is as before; it is another render.
    const upright = await visitor().post("/api/generate-dp", { ...body, photo_transform: { zoom: 1.5, offsetX: 0, offsetY: 0 } });
    expect((upright.body.data as { render_id: string }).render_id).not.toBe(turnedId);
    // A zoomed photo may be moved further than its window's side; the drawing keeps it covering the window.
    expect((await visitor().post("/api/generate-dp", { ...body, photo_transform: { zoom: 4, offsetX: 1.4, offsetY: -1.2, rotation: 180 } })).status).toBe(200);

    const refused = async (photo_transform: unknown) => (await visitor().post("/api/generate-dp", { ...body, photo_transform })).body;
    const range = "photo_transform.rotation: rotation must be between -180 and 180";
    expect(await refused({ zoom: 1, offsetX: 0, offsetY: 0, rotation: 180.5 })).toEqual({ success: false, error: range });
    expect(await refused({ zoom: 1, offsetX: 0, offsetY: 0, rotation: -270 })).toEqual({ success: false, error: range });
    expect(await refused({ zoom: 1, offsetX: 0, offsetY: 0, rotation: "90" })).toEqual({ success: false, error: "photo_transform.rotation: rotation must be a number" });
    expect(await refused({ zoom: 5, offsetX: 0, offsetY: 0 })).toEqual({ success: false, error: "photo_transform.zoom: zoom must be between 1 and 4" });
    expect(await refused({ zoom: 1, offsetX: null, offsetY: 0 })).toEqual({ success: false, error: "photo_transform.offsetX: offsetX must be a number" });
    await t.ctx.jobs.idle();
  });
});

describe("POST /api/track-generation", () => {
  it("counts a DP the browser drew as generate-dp counts one, once per session, with no photo, name, render or stored file", async () => {
    const prisma = t.ctx.db.prisma;
    // The Twend's own thumbnail and preview jobs store media of their own.
    await t.ctx.jobs.idle();
    const before = await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    const [renders, media] = await Promise.all([prisma.dpRender.count(), prisma.mediaObject.count()]);
    for (const session of ["drawn-0001", "drawn-0001", "drawn-0002"]) {
      expect((await visitor().post("/api/track-generation", { campaign_id: campaignId, session_id: session })).body).toEqual({ success: true });
    }
    expect(await trpc("mutation", "generator.generated", { campaign_id: campaignId, session_id: "drawn-0003" })).toEqual({
      status: 200,
      data: { success: true },
      message: undefined,
    });
    const after = await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    expect(after.totalDownloads).toBe(before.totalDownloads + 3);
    expect(await prisma.action.count({ where: { campaignId, type: "generation", sessionId: { startsWith: "drawn-" } } })).toBe(3);
    await t.ctx.jobs.idle();
    expect([await prisma.dpRender.count(), await prisma.mediaObject.count()]).toEqual([renders, media]);
    // The session that drew it may then download and share, as after generate-dp.
    expect((await visitor().post("/api/track-action", { session_id: "drawn-0001", campaign_id: campaignId, action: "share" })).body).toEqual({ success: true });
    expect((await prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).totalShares).toBe(before.totalShares + 1);

    expect(await visitor().post("/api/track-generation", { campaign_id: 999_999, session_id: "drawn-0004" })).toMatchObject({
      status: 404,
      body: { error: MESSAGES.campaignNotFound },
    });
    expect(await visitor().post("/api/track-generation", { campaign_id: campaignId })).toMatchObject({ status: 400 });
  });
});

describe("POST /api/track-action", () => {
  it("records a session's download and share once each after it generated; a share adds to total_shares", async () => {
    const before = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    await visitor().post("/api/generate-dp", { campaign_id: campaignId, user_name: "Sharer", photo_url: photoUrl, session_id: "sharer-0001" });
    for (const action of ["download", "share", "share"]) {
      const res = await visitor().post("/api/track-action", { session_id: "sharer-0001", campaign_id: campaignId, action });
      expect(res.body).toEqual({ success: true });
    }
    const after = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    expect(after.totalShares).toBe(before.totalShares + 1);
    expect(await t.ctx.db.prisma.action.groupBy({ by: ["type"], where: { campaignId, sessionId: "sharer-0001" }, _count: true, orderBy: { type: "asc" } })).toEqual([
      { type: "generation", _count: 1 },
      { type: "download", _count: 1 },
      { type: "share", _count: 1 },
    ]);
    const bad = await visitor().post("/api/track-action", { session_id: "sharer-0001", campaign_id: campaignId, action: "like" });
    expect(bad).toMatchObject({ status: 400, body: { error: "action: action must be download or share" } });
  });
});

/** A tRPC call's answer as { status, data | message }: a mutation posts its input, a query sends it in the URL. */
async function trpc(kind: "query" | "mutation", procedure: string, input: unknown) {
  const res =
    kind === "mutation"
      ? await visitor().post(`/trpc/${procedure}`, input)
      : await visitor().get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  const body = res.body as { result?: { data: unknown }; error?: { message: string } };
  return { status: res.status, data: body.result?.data, message: body.error?.message };
}

describe("the generator procedures behind the documented paths", () => {
  it("answer over tRPC as over REST: the same render, { success: true } for a tracked action, the same messages", async () => {
    const body = { campaign_id: campaignId, user_name: "Lin", photo_url: photoUrl, session_id: "generator-0010" };
    const viaRest = (await visitor().post("/api/generate-dp", body)).body.data as { render_id: string };
    const viaTrpc = await trpc("mutation", "generator.generate", body);
    expect(viaTrpc).toMatchObject({ status: 200, data: { render_id: viaRest.render_id } });
    await t.ctx.jobs.idle();
    const status = await trpc("query", "generator.render", { id: viaRest.render_id });
    expect(status).toMatchObject({ status: 200, data: (await visitor().get(`/api/dp-renders/${viaRest.render_id}`)).body.data });
    expect(await trpc("query", "generator.render", { id: "not-a-render" })).toMatchObject({ status: 404, message: MESSAGES.renderNotFound });

    const tracked = await trpc("mutation", "generator.track", { session_id: "sharer-0010", campaign_id: campaignId, action: "download" });
    expect(tracked).toEqual({ status: 200, data: { success: true }, message: undefined });
    const bad = await trpc("mutation", "generator.track", { session_id: "sharer-0010", campaign_id: campaignId, action: "like" });
    expect(bad).toMatchObject({ status: 400, message: "action: action must be download or share" });
    expect(await trpc("mutation", "generator.generate", { ...body, user_name: " " })).toMatchObject({ status: 400, message: MESSAGES.nameRequired });
  });

  it("take a photo over Fastify's 1 MiB default through both transports, and refuse one over 8 MB with 413", async () => {
    // Noise does not compress: about 1.7 MB as a PNG.
    const side = 760;
    const noise = await sharp(Buffer.from(Array.from({ length: side * side * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const body = { campaign_id: campaignId, user_name: "Big", photo_url: `data:image/png;base64,${noise.toString("base64")}`, session_id: "generator-0011" };
    expect(body.photo_url.length).toBeGreaterThan(1024 * 1024);
    expect((await visitor().post("/api/generate-dp", body)).status).toBe(200);
    expect((await trpc("mutation", "generator.generate", body)).status).toBe(200);

    const huge = { ...body, photo_url: `data:image/png;base64,${"A".repeat(9 * 1024 * 1024)}` };
    expect((await visitor().post("/api/generate-dp", huge)).status).toBe(413);
    expect((await trpc("mutation", "generator.generate", huge)).status).toBe(413);
  });
});

describe.runIf(process.env.REDIS_URL)("server renders through BullMQ on REDIS_URL", () => {
  it("generate-dp enqueues, a worker process's handlers write the PNG, and a repeat is served from the cache", async () => {
    const redisUrl = process.env.REDIS_URL ?? "";
    const prefix = `twend_test_${randomBytes(6).toString("hex")}`;
    const queued = await createTestApp({}, { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
    const { ctx } = queued;
    const renderPool = createRenderPool({ size: 1 });
    const worker = startBullWorker(
      { redisUrl, prefix },
      createJobHandlers({ prisma: ctx.db.prisma, media: ctx.media, host: "twend.test", queue: () => ctx.jobs, renderPool }),
      { info: () => undefined, error: () => undefined },
    );
    try {
      expect(ctx.jobs.kind).toBe("bullmq");
      const background = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 10, g: 10, b: 10 } } })
        .png()
        .toBuffer();
      const maker = new TestClient(queued.app);
      await maker.post("/api/auth/register", { email: "bull@example.com", password: "correct horse battery", firstName: "B", lastName: "Q" });
      const created = await maker.post("/api/campaigns", {
        title: "Queued",
        background_image_url: `data:image/png;base64,${background.toString("base64")}`,
        include_text: false,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = (created.body.data as { id: number }).id;
      const body = { campaign_id: id, photo_url: photoUrl, session_id: "bullmq-0001" };
      const first = (await new TestClient(queued.app).post("/api/generate-dp", body)).body.data as { render_id: string };
      let status = "queued";
      for (let i = 0; i < 200 && status !== "done"; i += 1) {
        await new Promise((r) => setTimeout(r, 50));
        status = ((await new TestClient(queued.app).get(`/api/dp-renders/${first.render_id}`)).body.data as { status: string }).status;
      }
      expect(status).toBe("done");
      const again = await new TestClient(queued.app).post("/api/generate-dp", body);
      expect(again.body.data).toMatchObject({ render_id: first.render_id, status: "done" });
    } finally {
      await worker.close();
      await renderPool.close();
      await queued.close();
      const cleanup = new Queue("twend", { connection: { url: redisUrl }, prefix });
      await cleanup.obliterate({ force: true });
      await cleanup.close();
    }
  });
});
