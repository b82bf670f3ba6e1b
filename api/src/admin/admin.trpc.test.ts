import { ADMIN_MESSAGES, MESSAGES } from "@twend/shared";
import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let admin: TestClient;
let adminId: string;
let signups = 0;
const DAY = 24 * 60 * 60 * 1000;

async function signUp(email: string, firstName = "Casey", lastName = "Creator") {
  const c = new TestClient(t.app);
  signups += 1;
  const res = await c.post("/api/auth/register", { email, password: "correct horse battery", firstName, lastName }, { "x-forwarded-for": `10.40.0.${signups}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const user = await t.ctx.db.prisma.user.findUniqueOrThrow({ where: { email } });
  return { c, user };
}

async function seedCampaign(
  shortId: string,
  data: { title?: string; category?: string; views?: number; active?: boolean; trending?: boolean; ownerId?: string; ageDays?: number; reports?: number } = {},
) {
  return t.ctx.db.prisma.campaign.create({
    data: {
      shortId,
      title: data.title ?? `Twend ${shortId}`,
      category: data.category ?? "Others",
      backgroundImageUrl: `/media/${shortId}.png`,
      totalViews: data.views ?? 0,
      totalDownloads: 10,
      totalShares: 2,
      isActive: data.active ?? true,
      isTrending: data.trending ?? false,
      ownerId: data.ownerId ?? null,
      openReportCount: data.reports ?? 0,
      createdAt: new Date(Date.now() - (data.ageDays ?? 0) * DAY),
    },
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { ADMIN_EMAILS: "chief@example.com" });
  const signedIn = await signUp("chief@example.com", "Chief", "Admin");
  admin = signedIn.c;
  adminId = signedIn.user.id;
});
afterAll(() => t.close());

describe("the admin guard", () => {
  const CALLS: Array<[HTTPMethods, string, unknown]> = [
    ["GET", "/api/admin/metrics", undefined],
    ["GET", "/api/admin/daily-stats", undefined],
    ["GET", "/api/admin/campaigns", undefined],
    ["PUT", "/api/admin/campaigns/1", { is_active: false }],
    ["DELETE", "/api/admin/campaigns/1", undefined],
    ["GET", "/api/admin/users", undefined],
    ["PUT", "/api/admin/users/00000000-0000-4000-8000-000000000000/status", { is_active: false }],
    ["GET", "/api/admin/blog/posts", undefined],
    ["POST", "/api/admin/blog/posts", {}],
    ["GET", "/api/admin/blog/posts/1", undefined],
    ["PUT", "/api/admin/blog/posts/1", {}],
    ["DELETE", "/api/admin/blog/posts/1", undefined],
  ];

  it("refuses every admin call with 401 signed out and 403 for creators, before it does anything", async () => {
    const target = await seedCampaign("guarded");
    const { c } = await signUp("creator-guard@example.com");
    for (const [method, url, body] of CALLS) {
      const real = url.replace("/campaigns/1", `/campaigns/${target.id}`);
      expect((await new TestClient(t.app).request(method, real, body)).status, `${method} ${real}`).toBe(401);
      const creator = await c.request(method, real, body);
      expect(creator.status, `${method} ${real}`).toBe(403);
      expect(creator.body).toEqual({ success: false, error: MESSAGES.adminRequired });
    }
    expect(await t.ctx.db.prisma.campaign.findUnique({ where: { id: target.id } })).toMatchObject({ isActive: true });
  });

  it("refuses the same calls over tRPC, and answers the status check to anyone signed in", async () => {
    const target = await seedCampaign("guarded-trpc");
    const { c } = await signUp("creator-guard-trpc@example.com");
    const deactivate = (client: TestClient) => client.post("/trpc/admin.updateCampaign", { id: target.id, is_active: false });
    expect((await deactivate(new TestClient(t.app))).status).toBe(401);
    const refused = await deactivate(c);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { message: MESSAGES.adminRequired } });
    expect((await c.get("/trpc/admin.blog.list")).status).toBe(403);
    expect(await t.ctx.db.prisma.campaign.findUnique({ where: { id: target.id } })).toMatchObject({ isActive: true });

    expect((await new TestClient(t.app).get("/trpc/admin.checkStatus")).status).toBe(401);
    expect((await c.get("/trpc/admin.checkStatus")).body).toMatchObject({ result: { data: { isAdmin: false } } });
    expect((await admin.get("/trpc/admin.checkStatus")).body).toMatchObject({ result: { data: { isAdmin: true } } });
    expect((await admin.post("/trpc/admin.updateCampaign", { id: target.id, is_active: false })).status).toBe(200);
    expect(await t.ctx.db.prisma.campaign.findUnique({ where: { id: target.id } })).toMatchObject({ isActive: false });
  });
});

describe("GET /api/admin/metrics and /daily-stats", () => {
  it("computes every figure from stored data, weekly growth included", async () => {
    const before = (await admin.get("/api/admin/metrics")).body.data as Record<string, number>;
    await seedCampaign("m-active", { trending: true });
    await seedCampaign("m-inactive", { active: false });
    const now = Date.now();
    await t.ctx.db.prisma.visit.createMany({
      data: [
        ...Array.from({ length: 6 }, (_, i) => ({ sessionId: `v-this-${i}`, pagePath: "/", createdAt: new Date(now - i * 60_000) })),
        ...Array.from({ length: 4 }, (_, i) => ({ sessionId: `v-last-${i}`, pagePath: "/", createdAt: new Date(now - 8 * DAY - i * 60_000) })),
      ],
    });
    const res = await admin.get("/api/admin/metrics");
    expect(res.status).toBe(200);
    const m = res.body.data as Record<string, unknown>;
    expect(m).toMatchObject({
      totalCampaigns: (before.totalCampaigns ?? 0) + 2,
      activeCampaigns: (before.activeCampaigns ?? 0) + 1,
      trendingCampaigns: (before.trendingCampaigns ?? 0) + 1,
      totalDownloads: (before.totalDownloads ?? 0) + 20,
      totalShares: (before.totalShares ?? 0) + 4,
      totalUsers: await t.ctx.db.prisma.user.count(),
      totalVisits: 10,
      // 6 this week against 4 the week before.
      weeklyGrowth: 50,
      queue: { waiting: 0, active: 0, failed: 0, completed: expect.any(Number) },
      batchQueue: { waiting: 0, active: 0, failed: 0, completed: 0 },
      renderTimes: { count: 0, p50Ms: null, p95Ms: null },
    });
    expect(m.dailyVisits).toBeGreaterThanOrEqual(1);
    expect(m.dailyVisits).toBeLessThanOrEqual(6);
  });

  it("lists the last 7 days, oldest first, zero-filled, with visits, generations and downloads", async () => {
    const campaign = await seedCampaign("daily");
    await t.ctx.db.prisma.action.createMany({
      data: [
        { campaignId: campaign.id, type: "generation", sessionId: "d-1" },
        { campaignId: campaign.id, type: "generation", sessionId: "d-2" },
        { campaignId: campaign.id, type: "download", sessionId: "d-1" },
        { campaignId: campaign.id, type: "generation", sessionId: "d-3", createdAt: new Date(Date.now() - 30 * DAY) },
      ],
    });
    const res = await admin.get("/api/admin/daily-stats");
    const days = res.body.data as Array<{ date: string; visits: number; generations: number; downloads: number }>;
    expect(days).toHaveLength(7);
    expect(days.at(-1)).toMatchObject({ date: new Date().toISOString().slice(0, 10), generations: 2, downloads: 1 });
    expect(days.map((d) => d.date)).toEqual([...days.map((d) => d.date)].sort());
    expect(days.slice(0, -2).every((d) => d.generations === 0 && d.downloads === 0)).toBe(true);
  });
});

describe("GET /api/admin/campaigns", () => {
  it("pages, searches, filters by category and by open reports, and sorts by the allowed fields", async () => {
    await seedCampaign("adm-zebra", { title: "Zebra Crossing Week", category: "Travel", views: 5 });
    await seedCampaign("adm-apple", { title: "Apple Harvest", category: "Food", views: 50, reports: 2 });
    await seedCampaign("adm-hidden", { title: "Hidden Apple", category: "Food", active: false });
    const search = await admin.get("/api/admin/campaigns?search=apple&sortBy=title&sortOrder=asc");
    expect(search.status).toBe(200);
    const data = search.body.data as { campaigns: Array<Record<string, unknown>>; pagination: Record<string, number> };
    expect(data.campaigns.map((c) => c.short_id)).toEqual(["adm-apple", "adm-hidden"]);
    expect(data.campaigns[0]).toMatchObject({
      title: "Apple Harvest",
      category: "Food",
      creator_id: null,
      is_active: true,
      is_trending: false,
      open_reports: 2,
      distinct_reporters: 0,
      total_views: 50,
    });
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });

    const travel = (await admin.get("/api/admin/campaigns?category=Travel")).body.data as { campaigns: Array<{ short_id: string }> };
    expect(travel.campaigns.map((c) => c.short_id)).toEqual(["adm-zebra"]);
    const reported = (await admin.get("/api/admin/campaigns?reported=true")).body.data as { campaigns: Array<{ short_id: string }> };
    expect(reported.campaigns.map((c) => c.short_id)).toEqual(["adm-apple"]);

    const paged = (await admin.get("/api/admin/campaigns?limit=2&page=2&sortBy=total_views")).body.data as {
      campaigns: unknown[];
      pagination: { totalPages: number; page: number };
    };
    expect(paged.campaigns).toHaveLength(2);
    expect(paged.pagination.page).toBe(2);
    expect(paged.pagination.totalPages).toBeGreaterThan(2);
  });

  it("refuses unknown sorts, bad pages and huge limits with 400 naming the field", async () => {
    const cases: Array<[string, string]> = [
      ["sortBy=created_at;DROP TABLE campaigns", "sortBy: sortBy must be one of: created_at, title, total_views, category"],
      ["sortOrder=sideways", "sortOrder: sortOrder must be desc or asc"],
      ["page=-1", "page: page must be at least 1"],
      ["limit=100000", "limit: limit must be at most 100"],
      [
        "category=Music",
        "category: category must be empty or one of: Others, Politics, Sports, Entertainment, Technology, Business, Gaming, Fashion, Travel, Food, Health, Education",
      ],
    ];
    for (const [query, error] of cases) {
      const res = await admin.get(`/api/admin/campaigns?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ success: false, error });
    }
  });
});

describe("PUT and DELETE /api/admin/campaigns/{id}", () => {
  it("flags a Twend trending and deactivates it, and the public pages follow at once", async () => {
    const target = await seedCampaign("adm-toggle", { title: "Toggle Me" });
    // Read once, so the public answer and the home list are in the caches.
    expect((await admin.get("/api/campaigns/adm-toggle")).status).toBe(200);
    await admin.get("/api/campaigns/trending");

    expect((await admin.request("PUT", `/api/admin/campaigns/${target.id}`, { is_trending: true })).body).toEqual({ success: true });
    const trending = (await admin.get("/api/campaigns/trending")).body.data as Array<{ short_id: string }>;
    expect(trending[0]?.short_id).toBe("adm-toggle");

    expect((await admin.request("PUT", `/api/admin/campaigns/${target.id}`, { is_active: false })).status).toBe(200);
    expect((await admin.get("/api/campaigns/adm-toggle")).status).toBe(404);
    const browse = (await admin.get("/api/campaigns/all?search=toggle")).body.data as unknown[];
    expect(browse).toEqual([]);
  });

  it("deletes a Twend, and answers 404 for one that does not exist and 400 for a bad id or body", async () => {
    const target = await seedCampaign("adm-delete");
    expect((await admin.request("DELETE", `/api/admin/campaigns/${target.id}`)).body).toEqual({ success: true });
    expect(await t.ctx.db.prisma.campaign.count({ where: { id: target.id } })).toBe(0);
    expect((await admin.request("DELETE", `/api/admin/campaigns/${target.id}`)).status).toBe(404);
    expect((await admin.request("PUT", "/api/admin/campaigns/abc", { is_active: true })).status).toBe(400);
    const empty = await admin.request("PUT", `/api/admin/campaigns/${(await seedCampaign("adm-body")).id}`, {});
    expect(empty).toMatchObject({ status: 400, body: { success: false, error: "Send is_active, is_trending or resolve_reports" } });
    expect((await admin.request("PUT", `/api/admin/campaigns/1`, { is_active: "yes" })).status).toBe(400);
  });
});

describe("admin users", () => {
  it("lists users with names and Twend counts, searched by email or name", async () => {
    const { user } = await signUp("dana@example.com", "Dana", "Scully");
    await seedCampaign("dana-1", { ownerId: user.id });
    await seedCampaign("dana-2", { ownerId: user.id });
    const res = await admin.get("/api/admin/users?search=scully");
    expect(res.status).toBe(200);
    const data = res.body.data as { users: Array<Record<string, unknown>>; pagination: Record<string, number> };
    expect(data.users).toEqual([
      { user_id: user.id, email: "dana@example.com", name: "Dana Scully", total_campaigns: 2, is_active: true, last_seen_at: expect.any(String) },
    ]);
    expect(data.pagination).toEqual({ page: 1, limit: 20, total: 1, totalPages: 1 });
    expect(((await admin.get("/api/admin/users?search=DANA@")).body.data as { users: unknown[] }).users).toHaveLength(1);
  });

  it("deactivating a user ends their sessions at once; reactivating lets them sign in again", async () => {
    const { c, user } = await signUp("mulder@example.com", "Fox", "Mulder");
    expect((await c.get("/api/auth/me")).status).toBe(200);
    expect((await admin.request("PUT", `/api/admin/users/${user.id}/status`, { is_active: false })).body).toEqual({ success: true });
    expect((await c.get("/api/auth/me")).status).toBe(401);
    const again = await new TestClient(t.app).post("/api/auth/login", { email: "mulder@example.com", password: "correct horse battery" });
    expect(again.status).toBe(403);
    expect((await admin.request("PUT", `/api/admin/users/${user.id}/status`, { is_active: true })).status).toBe(200);
    expect((await new TestClient(t.app).post("/api/auth/login", { email: "mulder@example.com", password: "correct horse battery" })).status).toBe(200);
  });

  it("refuses an admin deactivating themselves, an unknown user and a malformed id", async () => {
    const self = await admin.request("PUT", `/api/admin/users/${adminId}/status`, { is_active: false });
    expect(self).toMatchObject({ status: 400, body: { success: false, error: ADMIN_MESSAGES.cannotDeactivateSelf } });
    expect((await admin.get("/api/auth/me")).status).toBe(200);
    expect((await admin.request("PUT", "/api/admin/users/00000000-0000-4000-8000-000000000000/status", { is_active: false })).status).toBe(404);
    expect((await admin.request("PUT", "/api/admin/users/not-a-uuid/status", { is_active: false })).status).toBe(400);
  });
});

describe("reports and review", () => {
  // Each session reports from a network of its own: hiding counts networks and accounts, never sessions (campaigns/reports/report-hiding.test.ts).
  const report = (id: number, session: string, reason = "Spam or scam") =>
    new TestClient(t.app).post(
      `/api/campaigns/${id}/report`,
      { session_id: session, reason },
      { "x-forwarded-for": `10.77.${session.charCodeAt(session.length - 1)}.1` },
    );

  it("counts one report per visitor session, hides a Twend from the lists at the threshold of reporters, and a review lists it again", async () => {
    const target = await seedCampaign("reported-twend", { title: "Reported Twend", views: 100_000, trending: true });
    t.ctx.publicLists.clear();
    expect(((await admin.get("/api/campaigns/trending")).body.data as Array<{ short_id: string }>)[0]?.short_id).toBe("reported-twend");

    for (const session of ["rep-session-1", "rep-session-1", "rep-session-2", "rep-session-3", "rep-session-4"]) {
      expect((await report(target.id, session)).body).toEqual({ success: true });
    }
    expect(await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ openReportCount: 4, openReporterCount: 4 });
    expect((await admin.get("/api/campaigns/all?search=reported")).body.data as unknown[]).toHaveLength(1);

    await report(target.id, "rep-session-5", "Hate or harassment");
    const listed = async () => ({
      trending: ((await admin.get("/api/campaigns/trending")).body.data as Array<{ short_id: string }>).map((c) => c.short_id),
      browse: ((await admin.get("/api/campaigns/all?search=reported")).body.data as unknown[]).length,
    });
    expect(await listed()).toMatchObject({ browse: 0 });
    expect((await listed()).trending).not.toContain("reported-twend");
    // Its own link still works while the admin decides.
    expect((await admin.get("/api/campaigns/reported-twend")).status).toBe(200);

    const row = ((await admin.get("/api/admin/campaigns?reported=true&search=reported")).body.data as { campaigns: Array<Record<string, unknown>> }).campaigns[0];
    expect(row).toMatchObject({ short_id: "reported-twend", open_reports: 5, distinct_reporters: 5, report_reasons: ["Spam or scam", "Hate or harassment"] });

    expect((await admin.request("PUT", `/api/admin/campaigns/${target.id}`, { resolve_reports: true })).status).toBe(200);
    expect(await listed()).toMatchObject({ browse: 1 });
    expect(await t.ctx.db.prisma.campaignReport.count({ where: { campaignId: target.id, resolvedAt: null } })).toBe(0);
  });

  it("refuses a report with a bad reason or session, and for an unknown Twend", async () => {
    const target = await seedCampaign("report-checks");
    expect((await report(target.id, "rep-check-1", "I just don't like it")).status).toBe(400);
    expect((await new TestClient(t.app).post(`/api/campaigns/${target.id}/report`, { session_id: "<x>", reason: "Spam or scam" })).status).toBe(400);
    expect((await report(999_999, "rep-check-2")).status).toBe(404);
  });
});
