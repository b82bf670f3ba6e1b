import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MESSAGES } from "@twend/shared";
import { createJobHandlers } from "@twend/jobs";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createSampleCampaign } from "../testing/sample-campaign.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let webDist: string;
let campaignId: number;
let shortId: string;
let dpUrl: string;

const TITLE = "Finals Week";

interface Created {
  id: string;
  url: string;
  delete_token: string;
  expires_at: string;
}

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-web-"));
  await writeFile(path.join(webDist, "index.html"), `<!doctype html><html><head><title>Twend</title></head><body><div id="root"></div></body></html>`);
  t = await createTestApp({ webDist });
  const creator = new TestClient(t.app);
  await creator.post("/api/auth/register", { email: "sharer@example.com", password: "correct horse battery", firstName: "S", lastName: "H" });
  ({ id: campaignId, shortId, dpUrl } = await createSampleCampaign(t, creator, { title: TITLE }));
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const visitor = () => new TestClient(t.app);
const share = async (body: Record<string, unknown> = {}): Promise<Created> => {
  const res = await visitor().post("/api/shared-dps", { campaign_id: campaignId, image: dpUrl, name: "Ada", session_id: "share-session-1", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Created;
};

describe("POST /api/shared-dps and GET /api/shared-dps/:id", () => {
  it("publishes the PNG for 30 days under an unguessable id, keeps only the token's hash, and counts a share", async () => {
    const sharesBefore = (await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).totalShares;
    // A share counts from a session that made its DP, as the share button's does.
    await visitor().post("/api/track-generation", { campaign_id: campaignId, session_id: "share-session-1" });
    const created = await share();
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{10,}$/);
    expect(created.url).toBe(`http://localhost:3000/d/${created.id}`);
    expect(created.delete_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(created.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const row = await t.ctx.db.prisma.sharedDp.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.deleteTokenHash).toMatch(/^[a-f0-9]{64}$/);
    expect(JSON.stringify(row)).not.toContain(created.delete_token);
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).totalShares).toBe(sharesBefore + 1);

    const res = await visitor().get(`/api/shared-dps/${created.id}`);
    expect(res.body).toEqual({
      success: true,
      data: {
        id: created.id,
        image_url: expect.stringMatching(/^\/media\/[a-f0-9]{64}\.png$/),
        campaign: { short_id: shortId, title: TITLE },
        expires_at: created.expires_at,
      },
    });
    const png = await t.app.inject({ method: "GET", url: (res.body.data as { image_url: string }).image_url });
    expect(png.headers["content-type"]).toBe("image/png");
    expect((await sharp(png.rawPayload).metadata()).height).toBe(440);
  });

  it("serves /d/{id} with the visitor's DP as og:image, its own title, a canonical URL and noindex", async () => {
    const created = await share();
    const page = await t.app.inject({ method: "GET", url: `/d/${created.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(page.body).toContain(`<link rel="canonical" href="${created.url}" />`);
    const { result } = await ogs({ html: page.body });
    expect(result.ogTitle).toBe(`Ada's DP for ${TITLE}`);
    expect(result.ogUrl).toBe(created.url);
    expect(result.twitterCard).toBe("summary_large_image");
    const image = result.ogImage?.[0];
    const { image_url } = (await visitor().get(`/api/shared-dps/${created.id}`)).body.data as { image_url: string };
    expect(image?.url).toBe(`http://localhost:3000${image_url}`);
    expect([image?.width, image?.height]).toEqual(["400", "440"]);

    const anonymous = await share({ name: undefined });
    const { result: plain } = await ogs({ html: (await t.app.inject({ method: "GET", url: `/d/${anonymous.id}` })).body });
    expect(plain.ogTitle).toBe(`A DP for ${TITLE}`);

    const gone = await t.app.inject({ method: "GET", url: "/d/doesNotExist123" });
    expect(gone.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(gone.body).not.toContain("og:image");
  });

  it("refuses a bad image with a 4xx and stores nothing", async () => {
    const mediaBefore = await t.ctx.db.prisma.mediaObject.count();
    const sharesBefore = await t.ctx.db.prisma.sharedDp.count();
    const jpeg = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer();
    const asPng = await visitor().post("/api/shared-dps", {
      campaign_id: campaignId,
      image: `data:image/png;base64,${jpeg.toString("base64")}`,
      session_id: "share-session-2",
    });
    expect(asPng).toMatchObject({ status: 400, body: { error: MESSAGES.imageTypeMismatch } });
    const asJpeg = await visitor().post("/api/shared-dps", {
      campaign_id: campaignId,
      image: `data:image/jpeg;base64,${jpeg.toString("base64")}`,
      session_id: "share-session-2",
    });
    expect(asJpeg.status).toBe(400);
    const garbage = await visitor().post("/api/shared-dps", { campaign_id: campaignId, image: "data:image/png;base64,AAAA", session_id: "share-session-2" });
    expect(garbage.status).toBe(400);
    expect(await t.ctx.db.prisma.mediaObject.count()).toBe(mediaBefore);
    expect(await t.ctx.db.prisma.sharedDp.count()).toBe(sharesBefore);
  });

  it("answers 404 'Campaign not found' for an unknown or hidden Twend, and hides shares of a hidden one", async () => {
    const created = await share();
    const unknown = await visitor().post("/api/shared-dps", { campaign_id: 999_999, image: dpUrl, session_id: "share-session-3" });
    expect(unknown).toMatchObject({ status: 404, body: { success: false, error: MESSAGES.campaignNotFound } });
    await t.ctx.db.prisma.campaign.update({ where: { id: campaignId }, data: { isActive: false } });
    try {
      const hidden = await visitor().post("/api/shared-dps", { campaign_id: campaignId, image: dpUrl, session_id: "share-session-3" });
      expect(hidden).toMatchObject({ status: 404, body: { error: MESSAGES.campaignNotFound } });
      expect((await visitor().get(`/api/shared-dps/${created.id}`)).status).toBe(404);
    } finally {
      await t.ctx.db.prisma.campaign.update({ where: { id: campaignId }, data: { isActive: true } });
    }
  });
});

describe("DELETE /api/shared-dps/:id", () => {
  it("refuses a wrong token or unknown id with 404, and deletes the page and its PNG with the right one", async () => {
    // A distinct image, so its file is referenced by this share alone.
    const own = await sharp({ create: { width: 64, height: 70, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    const created = await share({ image: `data:image/png;base64,${own.toString("base64")}` });
    const { mediaHash } = await t.ctx.db.prisma.sharedDp.findUniqueOrThrow({ where: { id: created.id } });
    const wrong = await visitor().request("DELETE", `/api/shared-dps/${created.id}`, { delete_token: "A".repeat(43) });
    expect(wrong).toMatchObject({ status: 404, body: { success: false, error: MESSAGES.sharedDpNotFound } });
    expect((await visitor().request("DELETE", "/api/shared-dps/unknownShare1", { delete_token: created.delete_token })).status).toBe(404);
    expect((await visitor().request("DELETE", `/api/shared-dps/${created.id}`, {})).status).toBe(400);
    expect((await visitor().get(`/api/shared-dps/${created.id}`)).status).toBe(200);

    const right = await visitor().request("DELETE", `/api/shared-dps/${created.id}`, { delete_token: created.delete_token });
    expect(right).toMatchObject({ status: 200, body: { success: true } });
    expect((await visitor().get(`/api/shared-dps/${created.id}`)).status).toBe(404);
    expect(await t.ctx.db.prisma.mediaObject.count({ where: { hash: mediaHash } })).toBe(0);
    expect((await t.app.inject({ method: "GET", url: `/media/${mediaHash}.png` })).statusCode).toBe(404);
    expect((await visitor().request("DELETE", `/api/shared-dps/${created.id}`, { delete_token: created.delete_token })).status).toBe(404);
  });
});

/** A tRPC call's answer as { status, data | message }: a mutation posts its input, a query sends it in the URL. */
async function trpc(kind: "query" | "mutation", procedure: string, input: unknown, headers: Record<string, string> = {}) {
  const res =
    kind === "mutation"
      ? await visitor().post(`/trpc/${procedure}`, input, headers)
      : await visitor().get(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`, headers);
  const body = res.body as { result?: { data: unknown }; error?: { message: string } };
  return { status: res.status, data: body.result?.data, message: body.error?.message };
}

describe("share pages in the counters", () => {
  it("count once per session that generated, within its network's bound: made-up session ids add nothing", async () => {
    const sharesBefore = (await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).totalShares;
    const from = { "x-forwarded-for": "203.0.113.46" };
    // As many as one address's hourly budget of share pages allows.
    for (let i = 0; i < 20; i += 1) {
      const res = await visitor().post("/api/shared-dps", { campaign_id: campaignId, image: dpUrl, session_id: `made-up-${i}` }, from);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).totalShares).toBe(sharesBefore);
    expect(await t.ctx.db.prisma.action.count({ where: { campaignId, sessionId: { startsWith: "made-up-" } } })).toBe(0);
  });
});

describe("the share page procedures behind the documented paths", () => {
  it("publish, read and delete over tRPC with the same answers and messages as REST", async () => {
    const created = await trpc("mutation", "sharedDps.create", { campaign_id: campaignId, image: dpUrl, name: "Lin", session_id: "share-session-4" });
    expect(created.status, created.message).toBe(200);
    const link = created.data as Created;
    expect(link.url).toBe(`http://localhost:3000/d/${link.id}`);

    const read = await trpc("query", "sharedDps.byId", { id: link.id });
    expect(read).toMatchObject({ status: 200, data: (await visitor().get(`/api/shared-dps/${link.id}`)).body.data });
    const unknown = await trpc("query", "sharedDps.byId", { id: "unknownShare1" });
    expect(unknown).toMatchObject({ status: 404, message: MESSAGES.sharedDpNotFound });

    const hidden = await trpc("mutation", "sharedDps.create", { campaign_id: 999_999, image: dpUrl, session_id: "share-session-4" });
    expect(hidden).toMatchObject({ status: 404, message: MESSAGES.campaignNotFound });

    const wrong = await trpc("mutation", "sharedDps.remove", { id: link.id, delete_token: "A".repeat(43) });
    expect(wrong).toMatchObject({ status: 404, message: MESSAGES.sharedDpNotFound });
    expect(await trpc("mutation", "sharedDps.remove", { id: link.id, delete_token: link.delete_token })).toMatchObject({ status: 200, data: { id: link.id } });
    expect((await visitor().get(`/api/shared-dps/${link.id}`)).status).toBe(404);
  });

  it("takes a PNG over Fastify's 1 MiB default through tRPC, as through REST", async () => {
    // Noise does not compress: about 1.7 MB as a PNG.
    const side = 760;
    const noise = await sharp(Buffer.from(Array.from({ length: side * side * 3 }, (_, i) => (i * 7919) % 251)), { raw: { width: side, height: side, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const image = `data:image/png;base64,${noise.toString("base64")}`;
    expect(image.length).toBeGreaterThan(1024 * 1024);
    const viaTrpc = await trpc("mutation", "sharedDps.create", { campaign_id: campaignId, image, session_id: "share-session-5" });
    expect(viaTrpc.status, viaTrpc.message).toBe(200);
  });
});

describe("expiry", () => {
  it("answers 404 once expired; dp.sweep deletes the row and media.collect its PNG", async () => {
    const own = await sharp({ create: { width: 64, height: 80, channels: 3, background: { r: 9, g: 8, b: 7 } } })
      .png()
      .toBuffer();
    const created = await share({ image: `data:image/png;base64,${own.toString("base64")}` });
    const { mediaHash } = await t.ctx.db.prisma.sharedDp.update({ where: { id: created.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await visitor().get(`/api/shared-dps/${created.id}`)).status).toBe(404);

    const renderPool = t.ctx.renderPool;
    if (!renderPool) throw new Error("the test app runs its jobs in process");
    const handlers = createJobHandlers({ prisma: t.ctx.db.prisma, media: t.ctx.media, host: "twend.test", queue: () => t.ctx.jobs, renderPool });
    expect(await handlers["dp.sweep"]({})).toMatchObject({ sharesExpired: 1 });
    expect(await t.ctx.db.prisma.sharedDp.count({ where: { id: created.id } })).toBe(0);
    await handlers["media.collect"]({ graceMs: 0 });
    expect(await t.ctx.db.prisma.mediaObject.count({ where: { hash: mediaHash } })).toBe(0);
  });
});

describe("rate limit", () => {
  it("stops one IP after its hourly budget of share pages, rejected attempts included", async () => {
    let refused: Awaited<ReturnType<TestClient["post"]>> | undefined;
    for (let i = 0; i < 25 && !refused; i += 1) {
      const res = await visitor().post("/api/shared-dps", { campaign_id: campaignId, session_id: "share-session-9" });
      if (res.status === 429) refused = res;
      else expect(res.status).toBe(400);
    }
    expect(refused).toMatchObject({ body: { success: false, error: MESSAGES.tooManyRequests } });
    expect(refused?.headers["retry-after"]).toBeDefined();
  });

  it("holds tRPC calls to the same hourly budget, rejected attempts included", async () => {
    const from = { "x-forwarded-for": "10.7.0.1" };
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await trpc("mutation", "sharedDps.create", { campaign_id: campaignId, session_id: "share-session-10" }, from)).status);
    expect(new Set(statuses)).toEqual(new Set([400]));
    expect(await trpc("mutation", "sharedDps.create", { campaign_id: campaignId, session_id: "share-session-10" }, from)).toMatchObject({
      status: 429,
      message: MESSAGES.tooManyRequests,
    });
  });
});
