import { MESSAGES } from "@twend/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/http-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let pngDataUrl: string;

beforeAll(async () => {
  t = await createTestApp({}, { ADMIN_EMAILS: "chief@example.com" });
  const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  pngDataUrl = `data:image/png;base64,${png.toString("base64")}`;
});
afterAll(() => t.close());

let counter = 0;
async function creator(email = `creator${++counter}@example.com`) {
  const c = new TestClient(t.app);
  const res = await c.post(
    "/api/auth/register",
    { email, password: "correct horse battery", firstName: "C", lastName: "R" },
    { "x-forwarded-for": `10.6.${counter >> 8}.${counter & 255}` },
  );
  expect(res.status).toBe(200);
  return c;
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  title: "Clean Rivers Day",
  description: "Show you care",
  background_image_url: pngDataUrl,
  background_x: 0,
  background_y: 0,
  avatar_x: 150,
  avatar_y: 120,
  avatar_size: 200,
  avatar_shape: "square",
  avatar_color: "#ff0066",
  text_x: 250,
  text_y: 420,
  text_font: "Georgia",
  text_size: 40,
  text_color: "#112233",
  include_text: true,
  category: "Movement",
  ...overrides,
});

async function create(c: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await c.post("/api/campaigns", draft(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { id: number; short_id: string; title: string };
}

type Owned = {
  id: number;
  short_id: string;
  title: string;
  description: string | null;
  avatar_x: number;
  thumbnail_url: string | null;
  background_image_url: string;
  text_font: string;
  is_active: boolean;
};
async function mine(c: TestClient): Promise<Owned[]> {
  const res = await c.get("/api/user/campaigns");
  expect(res.status).toBe(200);
  return res.body.data as Owned[];
}

describe("POST /api/campaigns", () => {
  it("creates the Twend with a readable unique link, stores the background as a file and makes its thumbnail", async () => {
    const c = await creator();
    const created = await create(c);
    expect(created.title).toBe("Clean Rivers Day");
    // Other tests of this file publish the same title, so the clean link may already be taken.
    expect(created.short_id).toMatch(/^clean-rivers-day(-[a-z2-9]{4})?$/);

    await t.ctx.jobs.idle();
    const [row] = await mine(c);
    expect(row).toMatchObject({ id: created.id, short_id: created.short_id, description: "Show you care", avatar_x: 150, text_font: "Georgia", is_active: true });
    expect(row?.background_image_url).toMatch(/^\/media\/[a-f0-9]{64}\.png$/);
    expect(row?.thumbnail_url).toMatch(/^\/media\/[a-f0-9]{64}\.webp$/);
    const stored = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: created.id }, include: { background: true } });
    expect(stored.background).toMatchObject({ width: 900, height: 600, mimeType: "image/png" });

    const publicView = await c.get(`/api/campaigns/${created.short_id}`);
    expect(publicView.body).toMatchObject({ success: true, data: { title: "Clean Rivers Day", avatar_shape: "square", avatar_color: "#ff0066" } });
  });

  it("fills the spec's defaults for fields left out", async () => {
    const c = await creator();
    const { id } = await create(c, {
      avatar_x: undefined,
      avatar_y: undefined,
      avatar_size: undefined,
      text_font: undefined,
      category: undefined,
      avatar_shape: undefined,
    });
    const row = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ avatarX: 100, avatarY: 100, avatarSize: 120, textFont: "Arial", category: "Business", avatarShape: "circle" });
  });

  it("gives every Twend its own link, even for the same title at the same moment: the clean one to one of them", async () => {
    const c = await creator();
    const made = await Promise.all(Array.from({ length: 8 }, () => create(c, { title: "Same Title" })));
    expect(new Set(made.map((m) => m.short_id)).size).toBe(8);
    expect(new Set(made.map((m) => m.id)).size).toBe(8);
    const ids = made.map((m) => m.short_id).sort();
    expect(ids[0]).toBe("same-title");
    for (const id of ids.slice(1)) expect(id).toMatch(/^same-title-[a-z2-9]{4}$/);
  });

  it("uses the title's clean link when it is free and adds a suffix only on a clash", async () => {
    const c = await creator();
    const first = await create(c, { title: "Audit Rally 2026" });
    expect(first.short_id).toBe("audit-rally-2026");
    const second = await create(c, { title: "Audit  Rally, 2026!" });
    expect(second.short_id).toMatch(/^audit-rally-2026-[a-z2-9]{4}$/);
    expect((await c.get("/api/campaigns/audit-rally-2026")).body).toMatchObject({ data: { id: first.id } });
  });

  it("treats a link a renamed Twend used to have as taken, so the old link keeps opening that Twend", async () => {
    const c = await creator();
    const renamed = await create(c, { title: "Harbour Cleanup" });
    expect(renamed.short_id).toBe("harbour-cleanup");
    expect((await c.request("PUT", `/api/campaigns/${renamed.id}`, { short_id: "harbour-cleanup-day" })).status).toBe(200);
    const next = await create(c, { title: "Harbour Cleanup" });
    expect(next.short_id).toMatch(/^harbour-cleanup-[a-z2-9]{4}$/);
    expect((await c.get("/api/campaigns/harbour-cleanup")).body).toMatchObject({ data: { id: renamed.id } });
  });

  it("spells a title in another script in its link, and a rename leaves the link as it was", async () => {
    const c = await creator();
    const arabic = await create(c, { title: "يوم الأرض 2026" });
    expect(arabic.short_id).toBe("ywm-l-rd-2026");
    expect((await create(c, { title: "पृथ्वी दिवस 2026" })).short_id).toBe("prthvi-divs-2026");
    expect((await c.request("PUT", `/api/campaigns/${arabic.id}`, { title: "يوم الأرض 2027" })).status).toBe(200);
    expect((await c.get("/api/campaigns/ywm-l-rd-2026")).body).toMatchObject({ data: { id: arabic.id, short_id: "ywm-l-rd-2026", title: "يوم الأرض 2027" } });
  });

  it("falls back to a twend- link for titles without a usable slug", async () => {
    const c = await creator();
    expect((await create(c, { title: "🎉🎉🎉" })).short_id).toMatch(/^twend-[a-z2-9]{4}$/);
    expect((await create(c, { title: "Admin" })).short_id).toMatch(/^twend-[a-z2-9]{4}$/);
    expect((await create(c, { title: "Ok" })).short_id).toMatch(/^twend-[a-z2-9]{4}$/);
  });

  it("returns every validation problem as 'path: message' joined by '; '", async () => {
    const c = await creator();
    const res = await c.post(
      "/api/campaigns",
      draft({ title: "  ", avatar_size: 20, text_size: 100, text_font: "Papyrus", text_color: "red", include_text: "yes", category: "Cats" }),
    );
    expect(res.status).toBe(400);
    const parts = (res.body.error ?? "").split("; ");
    expect(parts).toContain(`title: ${MESSAGES.titleRequired}`);
    expect(parts).toContain("avatar_size: avatar_size must be between 50 and 400");
    expect(parts).toContain("text_size: text_size must be between 16 and 72");
    expect(parts.some((p) => p.startsWith("text_font: text_font must be one of: Arial"))).toBe(true);
    expect(parts).toContain("text_color: text_color must be a colour like #ffffff");
    expect(parts).toContain("include_text: include_text must be true or false");
    expect(parts.some((p) => p.startsWith("category: Category must be one of"))).toBe(true);

    const outside = await c.post("/api/campaigns", draft({ avatar_x: 400, avatar_size: 150 }));
    expect(outside.body.error).toBe("avatar_x: avatar_x + avatar_size must be at most 500");
    expect(await t.ctx.db.prisma.campaign.count({ where: { title: "  " } })).toBe(0);
  });

  it("refuses backgrounds that are not stored images it accepts", async () => {
    const c = await creator();
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString("base64")}`;
    expect((await c.post("/api/campaigns", draft({ background_image_url: svg }))).status).toBe(400);
    const remote = await c.post("/api/campaigns", draft({ background_image_url: "https://evil.example/a.png" }));
    expect(remote.body).toEqual({ success: false, error: `background_image_url: ${MESSAGES.backgroundNotFound}` });
    const unknown = await c.post("/api/campaigns", draft({ background_image_url: `/media/${"a".repeat(64)}.png` }));
    expect(unknown.status).toBe(400);
    const missing = await c.post("/api/campaigns", draft({ background_image_url: undefined }));
    expect(missing.body.error).toBe(`background_image_url: ${MESSAGES.backgroundRequired}`);
    const big = `data:image/png;base64,${"A".repeat(14_500_000)}`;
    const tooLarge = await c.post("/api/campaigns", draft({ background_image_url: big }));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.error).toBe(MESSAGES.backgroundTooLarge);
  });

  it("needs a signed-in creator", async () => {
    const res = await new TestClient(t.app).post("/api/campaigns", draft());
    expect(res.status).toBe(401);
  });
});

describe("PUT /api/campaigns/:id", () => {
  it("renames inline without touching other fields", async () => {
    const c = await creator();
    const { id } = await create(c);
    const res = await c.request("PUT", `/api/campaigns/${id}`, { title: "Clean Rivers Week" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: "Clean Rivers Week", description: "Show you care", avatar_x: 150 });
  });

  it("saves a full edit with a new custom link, and the old link keeps working", async () => {
    const c = await creator();
    const created = await create(c);
    const [before] = await mine(c);
    const res = await c.request("PUT", `/api/campaigns/${created.id}`, {
      ...draft({ title: "Rivers 2027", avatar_x: 10, background_image_url: before?.background_image_url }),
      short_id: "  Rivers-2027 ",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ short_id: "rivers-2027", title: "Rivers 2027", avatar_x: 10 });
    const viaOld = await c.get(`/api/campaigns/${created.short_id}`);
    expect(viaOld.body).toMatchObject({ success: true, data: { short_id: "rivers-2027" } });
    expect((await c.get("/api/campaigns/rivers-2027")).status).toBe(200);

    // Back to the first link: it becomes the Twend's link again, and the second one redirects.
    const back = await c.request("PUT", `/api/campaigns/${created.id}`, { short_id: created.short_id });
    expect(back.body.data).toMatchObject({ short_id: created.short_id });
    expect((await c.get("/api/campaigns/rivers-2027")).body).toMatchObject({ data: { short_id: created.short_id } });
  });

  it("refuses links that are taken, reserved or malformed", async () => {
    const c = await creator();
    const a = await create(c);
    const b = await create(c);
    const taken = await c.request("PUT", `/api/campaigns/${b.id}`, { short_id: a.short_id });
    expect(taken).toMatchObject({ status: 409, body: { success: false, error: MESSAGES.shortIdTaken } });
    await c.request("PUT", `/api/campaigns/${a.id}`, { short_id: "moved-away" });
    const formerLink = await c.request("PUT", `/api/campaigns/${b.id}`, { short_id: a.short_id });
    expect(formerLink.status).toBe(409);
    expect((await c.request("PUT", `/api/campaigns/${b.id}`, { short_id: "admin" })).body.error).toBe(`short_id: ${MESSAGES.shortIdReserved}`);
    expect((await c.request("PUT", `/api/campaigns/${b.id}`, { short_id: "no spaces!" })).body.error).toBe(`short_id: ${MESSAGES.shortIdRule}`);
    expect((await c.request("PUT", `/api/campaigns/${b.id}`, { short_id: "ab" })).body.error).toBe(`short_id: ${MESSAGES.shortIdRule}`);
  });

  it("lets one of two creators racing for a link have it", async () => {
    const one = await creator();
    const two = await creator();
    const a = await create(one);
    const b = await create(two);
    const results = await Promise.all([
      one.request("PUT", `/api/campaigns/${a.id}`, { short_id: "race-for-it" }),
      two.request("PUT", `/api/campaigns/${b.id}`, { short_id: "race-for-it" }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await t.ctx.db.prisma.campaign.count({ where: { shortId: "race-for-it" } })).toBe(1);
  });

  it("hides other creators' Twends behind a 404, and lets an admin edit any", async () => {
    const owner = await creator();
    const stranger = await creator();
    const { id } = await create(owner);
    const edit = await stranger.request("PUT", `/api/campaigns/${id}`, { title: "Mine now" });
    expect(edit).toMatchObject({ status: 404, body: { success: false, error: MESSAGES.campaignNotEditable } });
    const del = await stranger.request("DELETE", `/api/user/campaigns/${id}`);
    expect(del.status).toBe(404);
    expect((await stranger.request("PUT", "/api/campaigns/999999", { title: "x" })).status).toBe(404);
    expect((await stranger.request("PUT", "/api/campaigns/abc", { title: "x" })).status).toBe(400);

    const chief = await creator("chief@example.com");
    expect((await chief.request("PUT", `/api/campaigns/${id}`, { title: "Moderated" })).status).toBe(200);
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id } })).title).toBe("Moderated");
  });
});

describe("the creator's list, stats and delete", () => {
  it("lists only the creator's Twends newest first, sums their stats, and deletes with everything attached", async () => {
    const c = await creator();
    const first = await create(c, { title: "First" });
    const second = await create(c, { title: "Second" });
    await create(await creator(), { title: "Someone else's" });
    await t.ctx.db.prisma.campaign.update({ where: { id: first.id }, data: { totalViews: 10, totalDownloads: 4, totalShares: 1 } });
    await t.ctx.db.prisma.campaign.update({ where: { id: second.id }, data: { totalViews: 5, totalDownloads: 2, totalShares: 3 } });

    expect((await mine(c)).map((m) => m.title)).toEqual(["Second", "First"]);
    expect((await c.get("/api/user/stats")).body).toEqual({ success: true, data: { totalCampaigns: 2, totalViews: 15, totalDownloads: 6, totalShares: 4 } });

    await c.get(`/api/campaigns/${first.short_id}`);
    const del = await c.request("DELETE", `/api/user/campaigns/${first.id}`);
    expect(del.body).toEqual({ success: true });
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId: first.id } })).toBe(0);
    expect((await c.get(`/api/campaigns/${first.short_id}`)).status).toBe(404);
    expect((await c.get("/api/user/stats")).body).toMatchObject({ data: { totalCampaigns: 1, totalViews: 5 } });
    expect((await c.request("DELETE", `/api/user/campaigns/${first.id}`)).status).toBe(404);
  });
});

describe("per-Twend analytics", () => {
  it("counts each day's activity, the funnel and where views came from, and exports CSV", async () => {
    const c = await creator();
    const { id, short_id } = await create(c);
    const visitor = new TestClient(t.app);
    await visitor.get(`/api/campaigns/${short_id}?session_id=visitor-0001&utm_source=Instagram`);
    await visitor.get(`/api/campaigns/${short_id}?session_id=visitor-0002&source=facebook.com`);
    await visitor.get(`/api/campaigns/${short_id}?session_id=visitor-0003`);
    await visitor.get(`/api/campaigns/${short_id}?session_id=visitor-0004&source=%3Cscript%3E`);
    await t.ctx.db.prisma.action.createMany({
      data: [
        { campaignId: id, sessionId: "visitor-0001", type: "generation" },
        { campaignId: id, sessionId: "visitor-0001", type: "download" },
        { campaignId: id, sessionId: "visitor-0002", type: "share", createdAt: new Date(Date.now() - 2 * 86_400_000) },
      ],
    });
    await t.ctx.db.prisma.campaign.update({ where: { id }, data: { totalDownloads: 1, totalShares: 1 } });

    const res = await c.get(`/api/user/campaigns/${id}/analytics?days=7`);
    expect(res.status).toBe(200);
    const data = res.body.data as {
      daily: Array<{ date: string; views: number; generations: number; downloads: number; shares: number }>;
      totals: Record<string, number>;
      funnel: Record<string, number | null>;
      referrers: Array<{ source: string; views: number }>;
    };
    expect(data.daily).toHaveLength(7);
    const today = new Date().toISOString().slice(0, 10);
    expect(data.daily.at(-1)).toEqual({ date: today, views: 4, generations: 1, downloads: 1, shares: 0 });
    expect(data.daily.at(-3)?.shares).toBe(1);
    expect(data.totals).toEqual({ views: 4, generations: 1, downloads: 1, shares: 1 });
    expect(data.funnel).toEqual({ generationsPerView: 0.25, downloadsPerGeneration: 1 });
    expect(data.referrers).toEqual([
      { source: "direct", views: 2 },
      { source: "facebook.com", views: 1 },
      { source: "instagram", views: 1 },
    ]);

    const csv = await t.app.inject({ method: "GET", url: `/api/user/campaigns/${id}/analytics.csv?days=7`, headers: { cookie: c.cookie ?? "" } });
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toContain(`${short_id}-stats.csv`);
    const lines = csv.body.trim().split("\n");
    expect(lines[0]).toBe("date,views,generations,downloads,shares");
    expect(lines.at(-1)).toBe(`${today},4,1,1,0`);

    expect((await c.get(`/api/user/campaigns/${id}/analytics?days=0`)).status).toBe(400);
    expect((await (await creator()).get(`/api/user/campaigns/${id}/analytics`)).status).toBe(404);
  });
});

describe("tRPC studio procedures", () => {
  it("create and list through /trpc call the same services", async () => {
    const c = await creator();
    const created = await c.post("/trpc/studio.create", draft({ title: "Via tRPC" }));
    expect(created.status).toBe(200);
    const list = await c.get("/trpc/studio.list");
    const titles = (list.body as { result: { data: Array<{ title: string }> } }).result.data.map((r) => r.title);
    expect(titles).toEqual(["Via tRPC"]);
    const anonymous = await new TestClient(t.app).get("/trpc/studio.list");
    expect(anonymous.status).toBe(401);
  });
});
