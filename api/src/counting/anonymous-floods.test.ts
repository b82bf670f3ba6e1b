import { randomBytes, randomUUID } from "node:crypto";
import { MESSAGES } from "@twend/shared";
import { Queue } from "bullmq";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "../auth/rate-limits.ts";
import { RENDER_QUEUE_LIMIT, RENDER_RETRY_AFTER_SECONDS } from "../generator/render-queue-room.ts";
import { TestClient, type Reply } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { clientNetwork } from "./client-network.ts";
import { NEW_SESSIONS_PER_NETWORK_HOUR } from "./count-visitor-action.ts";

/**
 * The floods of issue 21, each from one client on one address, replayed against the API: each is
 * refused or leaves the counters and the trending order where people put them.
 */

let t: TestApp;
let photoUrl: string;
let backgroundUrl: string;
let nextAddress = 1;

/** A client on an address (and so a network) of its own; the app trusts X-Forwarded-For from loopback. */
function client(app = t.app): { ip: string; get: (url: string) => Promise<Reply>; post: (url: string, body: unknown) => Promise<Reply> } {
  const ip = `198.51.${nextAddress}.7`;
  nextAddress += 1;
  const http = new TestClient(app);
  return { ip, get: (url) => http.get(url, { "x-forwarded-for": ip }), post: (url, body) => http.post(url, body, { "x-forwarded-for": ip }) };
}

async function createCampaign(title: string, app = t.app): Promise<{ id: number; short_id: string }> {
  const maker = new TestClient(app);
  await maker.post(
    "/api/auth/register",
    { email: `${randomUUID()}@example.com`, password: "correct horse battery", firstName: "M", lastName: "K" },
    { "x-forwarded-for": `203.0.113.${nextAddress++ % 250}` },
  );
  const created = await maker.post("/api/campaigns", { title, background_image_url: backgroundUrl, avatar_x: 20, avatar_y: 20, avatar_size: 60, include_text: true });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.data as { id: number; short_id: string };
}

const counters = (id: number) => t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id }, select: { totalViews: true, totalDownloads: true, totalShares: true } });

function expectTooMany(res: Reply, message = MESSAGES.tooManyRequests): void {
  expect(res.status).toBe(429);
  expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  const body = res.body as { error?: string | { message: string } };
  expect(typeof body.error === "string" ? body.error : body.error?.message).toBe(message);
}

beforeAll(async () => {
  t = await createTestApp();
  const background = await sharp({ create: { width: 200, height: 200, channels: 3, background: { r: 0, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  backgroundUrl = `data:image/png;base64,${background.toString("base64")}`;
  const photo = await sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 255, g: 0, b: 255 } } })
    .jpeg()
    .toBuffer();
  photoUrl = `data:image/jpeg;base64,${photo.toString("base64")}`;
});
afterAll(() => t.close());

describe("attack 1: a generate-dp flood", () => {
  it("accepts one client's budget of renders, refuses the rest with 429 and Retry-After, and counts a network's bound of generations", async () => {
    const campaign = await createCampaign("Flooded");
    const flood = client();
    const answers: Reply[] = [];
    for (let i = 0; i < 60; i += 1) {
      answers.push(await flood.post("/api/generate-dp", { campaign_id: campaign.id, user_name: `Name ${i}`, photo_url: photoUrl, session_id: `flood-${randomUUID()}` }));
    }
    const budget = AUTH_RATE_LIMITS.generateDp.ip.max;
    expect(answers.filter((a) => a.status === 200)).toHaveLength(budget);
    for (const refused of answers.slice(budget)) expectTooMany(refused);
    await t.ctx.jobs.idle();
    expect(await t.ctx.db.prisma.dpRender.count({ where: { campaignId: campaign.id } })).toBe(budget);
    expect(await counters(campaign.id)).toMatchObject({ totalDownloads: NEW_SESSIONS_PER_NETWORK_HOUR });
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId: campaign.id, type: "generation" } })).toBe(NEW_SESSIONS_PER_NETWORK_HOUR);
  });
});

describe("attack 3: counters", () => {
  it("views: 200 loads with random session ids count a network's bound, and every load is still answered", async () => {
    const campaign = await createCampaign("Viewed");
    const flood = client();
    for (let i = 0; i < 200; i += 1) {
      const res = await flood.get(`/api/campaigns/${campaign.short_id}?session_id=${randomUUID()}`);
      expect(res.status).toBe(200);
    }
    expect((await counters(campaign.id)).totalViews).toBe(NEW_SESSIONS_PER_NETWORK_HOUR);
    // Another network's visitor still counts, through the campaign page's recordView.
    expect((await client().post("/trpc/campaigns.recordView", { shortId: campaign.short_id, sessionId: randomUUID() })).status).toBe(200);
    expect((await counters(campaign.id)).totalViews).toBe(NEW_SESSIONS_PER_NETWORK_HOUR + 1);
  });

  it("recordView: a client over its view budget is refused with 429 and Retry-After", async () => {
    const campaign = await createCampaign("Recorded");
    const flood = client();
    const answers: Reply[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.viewCount.ip.max; i += 1) {
      answers.push(await flood.post("/trpc/campaigns.recordView", { shortId: campaign.short_id, sessionId: randomUUID() }));
    }
    expect(answers.slice(0, -1).every((a) => a.status === 200)).toBe(true);
    expectTooMany(answers.at(-1) as Reply);
    expect((await counters(campaign.id)).totalViews).toBe(NEW_SESSIONS_PER_NETWORK_HOUR);
  });

  it("shares: 150 from one session count once, and only after that session generated", async () => {
    const campaign = await createCampaign("Shared");
    const before = await counters(campaign.id);
    const sharer = client();
    const session = `sharer-${randomUUID()}`;
    const share = () => sharer.post("/api/track-action", { session_id: session, campaign_id: campaign.id, action: "share" });
    expect((await share()).body).toEqual({ success: true });
    expect((await counters(campaign.id)).totalShares).toBe(before.totalShares);
    await sharer.post("/api/generate-dp", { campaign_id: campaign.id, user_name: "Ada", photo_url: photoUrl, session_id: session });
    const answers: Reply[] = [];
    for (let i = 0; i < 150; i += 1) answers.push(await share());
    const budget = AUTH_RATE_LIMITS.trackAction.ip.max;
    expect(answers.slice(0, budget - 1).every((a) => a.status === 200)).toBe(true);
    for (const refused of answers.slice(budget - 1)) expectTooMany(refused);
    expect((await counters(campaign.id)).totalShares).toBe(before.totalShares + 1);
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId: campaign.id, type: "share" } })).toBe(1);
  });

  it("downloads through /trpc/generator.track: none from sessions that never generated, one from one that did", async () => {
    const campaign = await createCampaign("Downloaded");
    const flood = client();
    for (let i = 0; i < 50; i += 1) {
      const res = await flood.post("/trpc/generator.track", { session_id: randomUUID(), campaign_id: campaign.id, action: "download" });
      expect(res.status).toBe(200);
    }
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId: campaign.id, type: "download" } })).toBe(0);
    const session = randomUUID();
    await flood.post("/trpc/generator.generate", { campaign_id: campaign.id, user_name: "Ada", photo_url: photoUrl, session_id: session });
    for (let i = 0; i < 5; i += 1) await flood.post("/trpc/generator.track", { session_id: session, campaign_id: campaign.id, action: "download" });
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId: campaign.id, type: "download" } })).toBe(1);
  });

  it("concurrent shares of one session count once", async () => {
    const campaign = await createCampaign("Raced");
    const racer = client();
    const session = randomUUID();
    await racer.post("/api/generate-dp", { campaign_id: campaign.id, user_name: "Ada", photo_url: photoUrl, session_id: session });
    await Promise.all(Array.from({ length: 20 }, () => racer.post("/api/track-action", { session_id: session, campaign_id: campaign.id, action: "share" })));
    expect((await counters(campaign.id)).totalShares).toBe(1);
  });

  it("trending: one client with fresh session ids cannot move a Twend's rank", async () => {
    const HOUR = 3_600_000;
    const leaders: { id: number; short_id: string }[] = [];
    // Four Twends people use, from many networks, and the target, fifth.
    for (const [title, people] of [
      ["Leader A", 60],
      ["Leader B", 50],
      ["Leader C", 40],
      ["Leader D", 30],
      ["Target", 10],
    ] as const) {
      const campaign = await createCampaign(title);
      leaders.push(campaign);
      await t.ctx.db.prisma.action.createMany({
        data: Array.from({ length: people }, (_, i) => ({
          campaignId: campaign.id,
          sessionId: `person-${campaign.id}-${i}`,
          networkHash: clientNetwork(`10.${campaign.id % 250}.${i}.1`, t.ctx.sessionSecret),
          type: i % 3 === 0 ? ("share" as const) : ("view" as const),
          createdAt: new Date(Date.now() - 2 * HOUR),
        })),
      });
    }
    const rank = async () => {
      await t.ctx.jobs.enqueue("campaign.trending", {});
      await t.ctx.jobs.idle();
      t.ctx.publicLists.clear();
      const list = (await t.app.inject({ method: "GET", url: "/api/campaigns/trending?limit=50" })).json().data as { id: number }[];
      return leaders.map((campaign) => list.findIndex((c) => c.id === campaign.id));
    };
    const before = await rank();
    const { id: target, short_id: shortId } = leaders[4] ?? { id: 0, short_id: "" };
    const flood = client();
    for (let i = 0; i < 30; i += 1) {
      const session = randomUUID();
      await flood.get(`/api/campaigns/${shortId}?session_id=${session}`);
      await flood.post("/api/generate-dp", { campaign_id: target, user_name: `N${i}`, photo_url: photoUrl, session_id: session });
      await flood.post("/api/track-action", { session_id: session, campaign_id: target, action: "download" });
      await flood.post("/trpc/generator.track", { session_id: session, campaign_id: target, action: "share" });
    }
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId: target, networkHash: clientNetwork(flood.ip, t.ctx.sessionSecret) } })).toBeGreaterThan(0);
    expect(await rank()).toEqual(before);
  });
});

describe("budgets", () => {
  it("are one budget across REST and tRPC", async () => {
    const visitor = client();
    const max = AUTH_RATE_LIMITS.trackVisit.ip.max;
    for (let i = 0; i < max / 2; i += 1) {
      expect((await visitor.post("/api/track-visit", { session_id: randomUUID(), page_path: "/" })).status).toBe(200);
      expect((await visitor.post("/trpc/visits.track", { session_id: randomUUID(), page_path: "/" })).status).toBe(200);
    }
    expectTooMany(await visitor.post("/api/track-visit", { session_id: randomUUID(), page_path: "/" }));
    expectTooMany(await visitor.post("/trpc/visits.track", { session_id: randomUUID(), page_path: "/" }));
    // Another address has its own.
    expect((await client().post("/trpc/visits.track", { session_id: randomUUID(), page_path: "/" })).status).toBe(200);
  });
});

describe.runIf(process.env.REDIS_URL)("on REDIS_URL", () => {
  const redisUrl = process.env.REDIS_URL ?? "";

  it("a budget is shared by two API processes", async () => {
    const prefix = `twend_test_${randomBytes(6).toString("hex")}`;
    const one = await createTestApp({}, { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
    const two = await createTestApp({}, { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
    try {
      const ip = "192.0.2.44";
      const visit = (app: TestApp) => new TestClient(app.app).post("/api/track-visit", { session_id: randomUUID(), page_path: "/" }, { "x-forwarded-for": ip });
      for (let i = 0; i < AUTH_RATE_LIMITS.trackVisit.ip.max; i += 1) expect((await visit(i % 2 === 0 ? one : two)).status).toBe(200);
      expectTooMany(await visit(one));
      expectTooMany(await visit(two));
    } finally {
      await one.close();
      await two.close();
    }
  });

  it("generate-dp answers 503 with Retry-After while the render queue is full, and stores no photo", async () => {
    const prefix = `twend_test_${randomBytes(6).toString("hex")}`;
    const queued = await createTestApp({}, { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix });
    try {
      const campaign = await createCampaign("Busy", queued.app);
      for (let i = 0; i < RENDER_QUEUE_LIMIT; i += 1) await queued.ctx.jobs.enqueue("dp.render", { renderId: randomBytes(32).toString("hex") });
      const media = await queued.ctx.db.prisma.mediaObject.count();
      const visitor = new TestClient(queued.app);
      const body = { campaign_id: campaign.id, user_name: "Ada", photo_url: photoUrl, session_id: randomUUID() };
      const rest = await visitor.post("/api/generate-dp", body);
      expect(rest).toMatchObject({ status: 503, body: { success: false, error: MESSAGES.rendersBusy } });
      expect(rest.headers["retry-after"]).toBe(String(RENDER_RETRY_AFTER_SECONDS));
      const trpc = await visitor.post("/trpc/generator.generate", body);
      expect(trpc.status).toBe(503);
      expect(trpc.headers["retry-after"]).toBe(String(RENDER_RETRY_AFTER_SECONDS));
      expect(await queued.ctx.db.prisma.mediaObject.count()).toBe(media);
      // The browser drew this DP itself and reported it: the generation counts, once.
      expect(await queued.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ totalDownloads: 1 });
    } finally {
      await queued.close();
      const cleanup = new Queue("twend", { connection: { url: redisUrl }, prefix });
      await cleanup.obliterate({ force: true });
      await cleanup.close();
    }
  });
});
