import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/http-client.ts";
import { cachedPublicCampaign } from "./get-public-campaign.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let pngDataUrl: string;
let signups = 0;

beforeAll(async () => {
  const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  pngDataUrl = `data:image/png;base64,${png.toString("base64")}`;
});

async function creatorWithCampaign(t: TestApp, title: string) {
  const c = new TestClient(t.app);
  signups += 1;
  const email = `cache-${signups}-${randomUUID()}@example.com`;
  const reg = await c.post("/api/auth/register", { email, password: "correct horse battery", firstName: "C", lastName: "R" }, { "x-forwarded-for": `10.9.0.${signups}` });
  expect(reg.status).toBe(200);
  const res = await c.post("/api/campaigns", { title, background_image_url: pngDataUrl, category: "Social" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { c, campaign: res.body.data as { id: number; short_id: string } };
}

const publicTitle = async (t: TestApp, shortId: string) => {
  const res = await t.app.inject({ method: "GET", url: `/api/campaigns/${shortId}` });
  return { status: res.statusCode, title: res.statusCode === 200 ? (res.json().data.title as string) : undefined };
};

describe("the cached public read of a Twend", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers repeat reads from memory, and a creator's edit is visible at once", async () => {
    const { c, campaign } = await creatorWithCampaign(t, "Original title");
    expect(await publicTitle(t, campaign.short_id)).toEqual({ status: 200, title: "Original title" });
    // A write behind the service's back is not seen: the answer comes from the cache.
    await t.ctx.db.prisma.campaign.update({ where: { id: campaign.id }, data: { title: "Changed in the database" } });
    expect((await publicTitle(t, campaign.short_id)).title).toBe("Original title");

    expect((await c.request("PUT", `/api/campaigns/${campaign.id}`, { title: "Edited by the creator" })).status).toBe(200);
    expect((await publicTitle(t, campaign.short_id)).title).toBe("Edited by the creator");
  });

  it("forgets a renamed link's old answer and a deleted Twend at once", async () => {
    const { c, campaign } = await creatorWithCampaign(t, "Rename me");
    expect((await publicTitle(t, campaign.short_id)).status).toBe(200);
    expect((await c.request("PUT", `/api/campaigns/${campaign.id}`, { short_id: `renamed-${campaign.id}` })).status).toBe(200);
    const viaOldLink = await t.app.inject({ method: "GET", url: `/api/campaigns/${campaign.short_id}` });
    expect(viaOldLink.json().data.short_id).toBe(`renamed-${campaign.id}`);

    expect((await c.request("DELETE", `/api/user/campaigns/${campaign.id}`)).status).toBe(200);
    expect(await publicTitle(t, campaign.short_id)).toEqual({ status: 404, title: undefined });
    expect(await publicTitle(t, `renamed-${campaign.id}`)).toEqual({ status: 404, title: undefined });
  });

  it("still counts one view per visitor session when the Twend comes from the cache", async () => {
    const { campaign } = await creatorWithCampaign(t, "Counted");
    await publicTitle(t, campaign.short_id);
    for (const session of ["visitor-one-1234", "visitor-one-1234", "visitor-two-5678"]) {
      await t.app.inject({ method: "GET", url: `/api/campaigns/${campaign.short_id}?session_id=${session}` });
    }
    const row = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } });
    expect(row.totalViews).toBe(2);
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId: campaign.id, type: "view" } })).toBe(2);
    // Answered from memory alone for a session already counted or no session; a new session goes to the database.
    expect(cachedPublicCampaign(t.ctx, campaign.short_id, "visitor-one-1234")?.id).toBe(campaign.id);
    expect(cachedPublicCampaign(t.ctx, campaign.short_id, undefined)?.id).toBe(campaign.id);
    expect(cachedPublicCampaign(t.ctx, campaign.short_id, "visitor-new-9999")).toBeUndefined();
    // Raw values that only validation would turn into a cache key or a seen session are not taken from memory.
    expect(cachedPublicCampaign(t.ctx, campaign.short_id.toUpperCase(), undefined)).toBeUndefined();
    expect(cachedPublicCampaign(t.ctx, campaign.short_id, " visitor-one-1234 ")).toBeUndefined();
    expect(cachedPublicCampaign(t.ctx, campaign.short_id, ["visitor-one-1234", "visitor-one-1234"])).toBeUndefined();
    // ... and are still answered the validated way: the same Twend, or the session's 400.
    const upper = await t.app.inject({ method: "GET", url: `/api/campaigns/${campaign.short_id.toUpperCase()}?session_id=%20visitor-one-1234%20` });
    expect(upper.json().data.id).toBe(campaign.id);
    const malformed = await t.app.inject({ method: "GET", url: `/api/campaigns/${campaign.short_id}?session_id=no` });
    expect(malformed.statusCode).toBe(400);
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaign.id } })).totalViews).toBe(2);
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)("two API processes sharing PostgreSQL and Redis", () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  beforeAll(async () => {
    const shared = { REDIS_URL: process.env.REDIS_URL ?? "", QUEUE_PREFIX: `cache-${randomUUID().slice(0, 8)}` };
    a = await createTestApp({}, shared);
    b = await createTestApp({}, { ...shared, DATABASE_URL: a.ctx.config.databaseUrl ?? "" });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("an edit saved through one process reaches the other's cache", async () => {
    if (!a || !b) throw new Error("both processes start in beforeAll");
    const [readSide, writeSide] = [a, b];
    const { c, campaign } = await creatorWithCampaign(writeSide, "Seen by both");
    expect((await publicTitle(readSide, campaign.short_id)).title).toBe("Seen by both");
    expect((await c.request("PUT", `/api/campaigns/${campaign.id}`, { title: "Edited elsewhere" })).status).toBe(200);
    // The announcement travels through Redis, so allow it a moment, far below the cache's TTL.
    await expect.poll(async () => (await publicTitle(readSide, campaign.short_id)).title, { timeout: 2000, interval: 20 }).toBe("Edited elsewhere");
  });
});
