import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/http-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

/**
 * Issue 21, attack 2: one client hid any Twend with five reports under made-up session ids. Hiding
 * now takes REPORT_HIDE_THRESHOLD (5 here) distinct reporters, told apart by network and account.
 */

let t: TestApp;
let admin: TestClient;
let campaigns = 0;
let registrations = 0;

beforeAll(async () => {
  t = await createTestApp({}, { ADMIN_EMAILS: "moderator@example.com" });
  admin = await signedIn("moderator@example.com");
});
afterAll(() => t.close());

/** A signed-in client; each sign-up comes from an address of its own (the sign-up budget is not under test). */
async function signedIn(email = `${randomUUID()}@example.com`): Promise<TestClient> {
  const c = new TestClient(t.app);
  registrations += 1;
  const res = await c.post(
    "/api/auth/register",
    { email, password: "correct horse battery", firstName: "R", lastName: "P" },
    { "x-forwarded-for": `10.250.${registrations >> 8}.${registrations & 255}` },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c;
}

/** An active Twend high in trending, with the public lists read afresh. */
async function trendingCampaign(): Promise<{ id: number; shortId: string }> {
  campaigns += 1;
  const shortId = `reported-${campaigns}`;
  const { id } = await t.ctx.db.prisma.campaign.create({
    data: { shortId, title: `Reported ${campaigns}`, backgroundImageUrl: `/media/${shortId}.png`, totalViews: 1_000_000 + campaigns, isTrending: true },
  });
  t.ctx.publicLists.clear();
  return { id, shortId };
}

function report(id: number, ip: string, client = new TestClient(t.app), session = `session-${randomUUID()}`) {
  return client.post(`/api/campaigns/${id}/report`, { session_id: session, reason: "Spam or scam" }, { "x-forwarded-for": ip });
}

async function listed(shortId: string): Promise<{ trending: boolean; browse: boolean }> {
  const trending = (await admin.get("/api/campaigns/trending?limit=50")).body.data as Array<{ short_id: string }>;
  const browse = (await admin.get(`/api/campaigns/all?search=${encodeURIComponent("Reported")}&limit=50`)).body.data as Array<{ short_id: string }>;
  return { trending: trending.some((c) => c.short_id === shortId), browse: browse.some((c) => c.short_id === shortId) };
}

async function adminRow(shortId: string): Promise<Record<string, unknown> | undefined> {
  const res = await admin.get(`/api/admin/campaigns?reported=true&search=${shortId}`);
  return (res.body.data as { campaigns: Array<Record<string, unknown>> }).campaigns.find((c) => c.short_id === shortId);
}

describe("auto-hide counts people, not sessions", () => {
  it("keeps a Twend listed after five reports with five made-up session ids from one address", async () => {
    const campaign = await trendingCampaign();
    for (let i = 0; i < 5; i += 1) expect((await report(campaign.id, "203.0.113.9")).body).toEqual({ success: true });
    expect(await listed(campaign.shortId)).toEqual({ trending: true, browse: true });
    expect(await adminRow(campaign.shortId)).toMatchObject({ open_reports: 5, distinct_reporters: 1, report_reasons: ["Spam or scam"] });
  });

  it("counts every address of one IPv4 /24, and of one IPv6 /48, as one network", async () => {
    const v4 = await trendingCampaign();
    for (let i = 1; i <= 6; i += 1) await report(v4.id, `198.51.100.${i * 20}`);
    const v6 = await trendingCampaign();
    for (const ip of ["2001:db8:1::1", "2001:db8:1:ffff::2", "2001:0db8:0001:2::3", "2001:db8:1:abcd:1:2:3:4", "2001:db8:1::ffff"]) await report(v6.id, ip);
    expect(await listed(v4.shortId)).toEqual({ trending: true, browse: true });
    expect(await listed(v6.shortId)).toEqual({ trending: true, browse: true });
    expect(await adminRow(v4.shortId)).toMatchObject({ open_reports: 6, distinct_reporters: 1 });
    expect(await adminRow(v6.shortId)).toMatchObject({ open_reports: 5, distinct_reporters: 1 });
  });

  it("counts one network once however many accounts report from it", async () => {
    const campaign = await trendingCampaign();
    for (let i = 0; i < 5; i += 1) expect((await report(campaign.id, `192.0.2.${i + 1}`, await signedIn())).status).toBe(200);
    expect(await listed(campaign.shortId)).toEqual({ trending: true, browse: true });
    expect(await adminRow(campaign.shortId)).toMatchObject({ open_reports: 5, distinct_reporters: 1 });
  });

  it("counts one account once however many networks it reports from", async () => {
    const campaign = await trendingCampaign();
    const account = await signedIn();
    for (let i = 0; i < 5; i += 1) expect((await report(campaign.id, `100.64.${i}.1`, account)).status).toBe(200);
    expect(await listed(campaign.shortId)).toEqual({ trending: true, browse: true });
    expect(await adminRow(campaign.shortId)).toMatchObject({ open_reports: 5, distinct_reporters: 1 });
  });

  it("hides a Twend once the threshold of distinct networks is reached, anonymous or signed in, and a review lists it again", async () => {
    const campaign = await trendingCampaign();
    await report(campaign.id, "172.16.1.1");
    await report(campaign.id, "172.16.2.1", await signedIn());
    // More reports from networks already counted add nothing.
    await report(campaign.id, "172.16.1.2");
    await report(campaign.id, "172.16.2.2", await signedIn());
    await report(campaign.id, "2001:db8:aaaa::1");
    await report(campaign.id, "172.16.3.1", await signedIn());
    expect(await adminRow(campaign.shortId)).toMatchObject({ open_reports: 6, distinct_reporters: 4 });
    expect(await listed(campaign.shortId)).toEqual({ trending: true, browse: true });

    await report(campaign.id, "172.16.4.1");
    expect(await adminRow(campaign.shortId)).toMatchObject({ open_reports: 7, distinct_reporters: 5 });
    expect(await listed(campaign.shortId)).toEqual({ trending: false, browse: false });
    // Its own link still works while the admin decides.
    expect((await admin.get(`/api/campaigns/${campaign.shortId}`)).status).toBe(200);

    expect((await admin.request("PUT", `/api/admin/campaigns/${campaign.id}`, { resolve_reports: true })).status).toBe(200);
    expect(await listed(campaign.shortId)).toEqual({ trending: true, browse: true });
    expect(await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).toMatchObject({ openReportCount: 0, openReporterCount: 0 });
  });

  it("counts a signed-in report over tRPC by its account, and a second report from one session changes nothing", async () => {
    const campaign = await trendingCampaign();
    const account = await signedIn();
    const viaTrpc = await account.post(
      "/trpc/campaigns.report",
      { id: campaign.id, session_id: "trpc-session-1", reason: "Spam or scam" },
      { "x-forwarded-for": "10.11.12.13" },
    );
    expect(viaTrpc.status, JSON.stringify(viaTrpc.body)).toBe(200);
    expect((await report(campaign.id, "10.99.0.1", new TestClient(t.app), "trpc-session-1")).body).toEqual({ success: true });
    const rows = await t.ctx.db.prisma.campaignReport.findMany({ where: { campaignId: campaign.id }, include: { account: { select: { email: true } } } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.account?.email).toMatch(/@example\.com$/);
    expect(rows[0]?.networkHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(rows[0]?.networkHash).not.toContain("10.11");
  });

  it("still refuses an unknown Twend with the spec's message", async () => {
    const res = await report(999_999, "10.5.5.5");
    expect(res).toMatchObject({ status: 404, body: { success: false, error: "Campaign not found" } });
  });
});
