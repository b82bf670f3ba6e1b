import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();

async function addCampaign(shortId: string, data: { views?: number; trending?: boolean; active?: boolean; ageDays?: number; category?: string } = {}) {
  return t.ctx.db.prisma.campaign.create({
    data: {
      shortId,
      title: `Twend ${shortId}`,
      category: data.category ?? "Social",
      backgroundImageUrl: `/media/${shortId}.png`,
      totalViews: data.views ?? 0,
      totalDownloads: (data.views ?? 0) >> 1,
      isTrending: data.trending ?? false,
      isActive: data.active ?? true,
      createdAt: new Date(now - (data.ageDays ?? 0) * DAY),
    },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  await addCampaign("popular", { views: 900, ageDays: 10, category: "Music" });
  await addCampaign("flagged", { views: 5, trending: true, ageDays: 20 });
  await addCampaign("middling", { views: 300, ageDays: 5 });
  await addCampaign("fresh", { views: 1, ageDays: 0 });
  await addCampaign("hidden", { views: 10_000, active: false, ageDays: 1 });
  await t.ctx.jobs.enqueue("campaign.trending", {});
  await t.ctx.jobs.idle();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const res = await t.app.inject({ method: "GET", url });
  return { status: res.statusCode, body: res.json() };
};

describe("GET /api/campaigns/trending", () => {
  it("puts admin-flagged Twends first, then (with no recent activity) the most viewed, and hides inactive ones", async () => {
    const { status, body } = await get("/api/campaigns/trending");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data.map((c: { short_id: string }) => c.short_id)).toEqual(["flagged", "popular", "middling", "fresh"]);
    expect(Object.keys(body.data[1]).sort()).toEqual(
      ["background_image_url", "background_variants", "category", "id", "short_id", "thumbnail_url", "title", "total_views"].sort(),
    );
    expect(body.data[1]).toMatchObject({
      title: "Twend popular",
      total_views: 900,
      category: "Music",
      background_image_url: "/media/popular.png",
      background_variants: [],
    });
  });

  it("honours a limit and refuses a bad one with a 400 naming the field", async () => {
    expect((await get("/api/campaigns/trending?limit=2")).body.data).toHaveLength(2);
    const bad = await get("/api/campaigns/trending?limit=-4");
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, error: "limit: limit must be at least 1" });
    expect((await get("/api/campaigns/trending?limit=abc")).status).toBe(400);
    expect((await get("/api/campaigns/trending?limit=100000")).status).toBe(400);
  });
});

describe("GET /api/campaigns/recent", () => {
  it("lists active Twends newest first", async () => {
    const { status, body } = await get("/api/campaigns/recent");
    expect(status).toBe(200);
    expect(body.data.map((c: { short_id: string }) => c.short_id)).toEqual(["fresh", "middling", "popular", "flagged"]);
  });
});

describe("GET /api/campaigns/all", () => {
  it("returns the browse shape with downloads and creation time", async () => {
    const { status, body } = await get("/api/campaigns/all");
    expect(status).toBe(200);
    expect(body.data).toHaveLength(4);
    expect(body).toMatchObject({ total: 4, next_cursor: null });
    const popular = body.data.find((c: { short_id: string }) => c.short_id === "popular");
    expect(popular).toMatchObject({ total_views: 900, total_downloads: 450, category: "Music" });
    expect(new Date(popular.created_at).getTime()).toBeCloseTo(now - 10 * DAY, -3);
  });
});

describe("GET /api/campaigns/:shortId", () => {
  it("returns the full public Twend with its design and counts the view", async () => {
    const before = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { shortId: "middling" } });
    const { status, body } = await get("/api/campaigns/MIDDLING?session_id=visitor-abc-123");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      id: before.id,
      short_id: "middling",
      title: "Twend middling",
      avatar_x: 100,
      avatar_y: 100,
      avatar_size: 120,
      avatar_shape: "circle",
      avatar_color: "#ffffff",
      text_x: 250,
      text_y: 300,
      text_font: "Arial",
      text_size: 32,
      text_color: "#ffffff",
      include_text: true,
      total_views: 301,
    });
    const actions = await t.ctx.db.prisma.action.findMany({ where: { campaignId: before.id } });
    expect(actions).toEqual([expect.objectContaining({ type: "view", sessionId: "visitor-abc-123" })]);
  });

  it("follows a previous short_id to the Twend's current one", async () => {
    const fresh = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { shortId: "fresh" } });
    await t.ctx.db.prisma.shortIdRedirect.create({ data: { shortId: "old-fresh", campaignId: fresh.id } });
    const { status, body } = await get("/api/campaigns/old-fresh");
    expect(status).toBe(200);
    expect(body.data.short_id).toBe("fresh");
  });

  it("answers 404 'Campaign not found' for unknown and inactive Twends", async () => {
    for (const id of ["no-such-twend", "hidden"]) {
      const { status, body } = await get(`/api/campaigns/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ success: false, error: "Campaign not found" });
    }
  });

  it("refuses a malformed short id or session id with 400", async () => {
    expect((await get(`/api/campaigns/${"x".repeat(80)}`)).status).toBe(400);
    const bad = await get("/api/campaigns/popular?session_id=%3Cscript%3E");
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^sessionId: /);
  });
});

describe("tRPC campaigns router", () => {
  it("serves the same data as the REST adapter", async () => {
    const res = await t.app.inject({ method: "GET", url: "/trpc/campaigns.trending" });
    expect(res.statusCode).toBe(200);
    const rest = await get("/api/campaigns/trending");
    expect(res.json().result.data).toEqual(rest.body.data);
  });

  it("reports a missing Twend as NOT_FOUND with the spec's message", async () => {
    const input = encodeURIComponent(JSON.stringify({ shortId: "nothing-here" }));
    const res = await t.app.inject({ method: "GET", url: `/trpc/campaigns.byShortId?input=${input}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ message: "Campaign not found", data: { code: "NOT_FOUND" } });
  });
});
