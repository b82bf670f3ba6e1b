import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startS3TestServer, type S3TestServer } from "@twend/media/testing/s3";
import { MESSAGES } from "@twend/shared";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/http-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let webDist: string;
let s3: S3TestServer;
let counter = 0;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-web-"));
  await writeFile(path.join(webDist, "index.html"), `<!doctype html><html><head><title>Twend</title></head><body><div id="root"></div></body></html>`);
  s3 = await startS3TestServer();
});
afterAll(async () => {
  await s3.close();
  await rm(webDist, { recursive: true, force: true });
});

async function publish(app: TestApp, title: string) {
  const c = new TestClient(app.app);
  counter += 1;
  const email = `card${counter}@example.com`;
  await c.post("/api/auth/register", { email, password: "correct horse battery", firstName: "C", lastName: "D" }, { "x-forwarded-for": `10.9.0.${counter}` });
  // A square background, as creators upload most: the card must still be the wide 1200x630.
  const background = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .png()
    .toBuffer();
  const res = await c.post("/api/campaigns", { title, background_image_url: `data:image/png;base64,${background.toString("base64")}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { client: c, ...(res.body.data as { id: number; short_id: string }) };
}

/** What a crawler reads from the Twend's page: the og:image URL (as a path to inject), its stated size and twitter:image. */
async function crawl(app: TestApp, shortId: string) {
  const page = await app.app.inject({ method: "GET", url: `/campaign/${shortId}` });
  expect(page.statusCode).toBe(200);
  const { result } = await ogs({ html: page.body });
  const image = result.ogImage?.[0];
  const url = new URL(image?.url ?? "");
  expect(url.origin).toBe("http://localhost:3000");
  expect(result.twitterImage?.[0]?.url).toBe(image?.url);
  expect([image?.width, image?.height]).toEqual(["1200", "630"]);
  return url.pathname + url.search;
}

async function fetchCard(app: TestApp, url: string, headers: Record<string, string> = {}) {
  const res = await app.app.inject({ method: "GET", url, headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers["content-type"]).toBe("image/png");
  const meta = await sharp(res.rawPayload).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["png", 1200, 630]);
  return res;
}

function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

describe.each([
  ["embedded, media on disk", () => ({})],
  ["embedded, media in S3", () => s3.env],
])("the link-preview card (%s)", (_name, env) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist }, env());
  });
  afterAll(() => t.close());

  it("is a 1200x630 PNG on the very first crawl after publishing, recorded on the Twend", async () => {
    const { short_id } = await publish(t, "First Crawl Rally");
    const url = await crawl(t, short_id);
    expect(url).toMatch(new RegExp(`^/og/campaign/${short_id}\\.png\\?v=[a-f0-9]{16}$`));
    const card = await fetchCard(t, url);
    expect(card.headers["cache-control"]).toBe("public, max-age=31536000, immutable");

    await t.ctx.jobs.idle();
    const row = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { shortId: short_id }, include: { preview: true } });
    expect(row.previewVersion).toBe(new URL(url, "http://x").searchParams.get("v"));
    expect(row.preview).toMatchObject({ width: 1200, height: 630, mimeType: "image/png" });
    // Served again from the store, the same bytes.
    expect(sha256((await fetchCard(t, url)).rawPayload)).toBe(row.previewHash);
  });

  it("draws a missing card on demand, once for crawlers asking at the same time, and records it like the job", async () => {
    const { short_id, id } = await publish(t, "Missing Card Parade");
    await t.ctx.jobs.idle();
    // As if the job had not run yet.
    await t.ctx.db.prisma.campaign.update({ where: { id }, data: { previewHash: null, previewVersion: null } });
    const url = await crawl(t, short_id);
    const cards = await Promise.all([1, 2, 3].map(() => fetchCard(t, url)));
    const hashes = new Set(cards.map((c) => sha256(c.rawPayload)));
    expect(hashes.size).toBe(1);
    const row = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id }, include: { preview: true } });
    expect(row.previewHash).toBe([...hashes][0]);
    expect(row.preview).toMatchObject({ width: 1200, height: 630 });
  });

  it("moves to a new URL and a new image after an edit; the old URL redirects to the current card", async () => {
    const { short_id, id, client } = await publish(t, "Before The Edit");
    const before = await crawl(t, short_id);
    const oldCard = await fetchCard(t, before);

    const saved = await client.request("PUT", `/api/campaigns/${id}`, { title: "After The Edit", avatar_color: "#ff0000" });
    expect(saved.status).toBe(200);
    const after = await crawl(t, short_id);
    expect(after).not.toBe(before);
    const newCard = await fetchCard(t, after);
    expect(sha256(newCard.rawPayload)).not.toBe(sha256(oldCard.rawPayload));
    const { data: oldPixels } = await sharp(oldCard.rawPayload).raw().toBuffer({ resolveWithObject: true });
    const { data: newPixels } = await sharp(newCard.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(oldPixels.equals(newPixels)).toBe(false);

    const stale = await t.app.inject({ method: "GET", url: before });
    expect(stale.statusCode).toBe(302);
    expect(stale.headers.location).toBe(after);
    expect(stale.headers["cache-control"]).toBe("no-cache");
    const unversioned = await t.app.inject({ method: "GET", url: `/og/campaign/${short_id}.png` });
    expect([unversioned.statusCode, unversioned.headers.location]).toEqual([302, after]);
  });

  it("follows a renamed link to the current card", async () => {
    const { short_id, id, client } = await publish(t, "Renamed Card Walk");
    const renamed = `${short_id}-new`;
    expect((await client.request("PUT", `/api/campaigns/${id}`, { short_id: renamed })).status).toBe(200);
    const current = await crawl(t, renamed);
    const old = await t.app.inject({ method: "GET", url: current.replace(renamed, short_id) });
    expect([old.statusCode, old.headers.location]).toEqual([302, current]);
  });

  it("answers bad or unknown addresses with a clear 4xx, never the app or a 500", async () => {
    const { short_id } = await publish(t, "Bad Input Fair");
    const current = await crawl(t, short_id);
    const cases: Array<[string, number, string]> = [
      ["/og/campaign/no-such-twend.png?v=0123456789abcdef", 404, MESSAGES.campaignNotFound],
      [`/og/campaign/${short_id}.jpg`, 400, "file: the card's address is /og/campaign/{short_id}.png"],
      ["/og/campaign/bad%20id!.png", 400, "file: the card's address is /og/campaign/{short_id}.png"],
      [`/og/campaign/${"a".repeat(60)}.png`, 400, "file: the card's address is /og/campaign/{short_id}.png"],
      [current.replace(/v=.*/, "v=%3Cscript%3E"), 400, "v: v must be letters and digits"],
      [current.replace(/v=.*/, `v=${"a".repeat(65)}`), 400, "v: v must be at most 64 characters"],
      ["/og/campaign/", 404, `${MESSAGES.notFound}: GET /og/campaign/`],
      ["/og/nothing", 404, `${MESSAGES.notFound}: GET /og/nothing`],
    ];
    for (const [url, status, error] of cases) {
      const res = await t.app.inject({ method: "GET", url });
      expect([url, res.statusCode, res.json()]).toEqual([url, status, { success: false, error }]);
    }
    const hidden = await publish(t, "Deactivated Card");
    await t.ctx.db.prisma.campaign.update({ where: { id: hidden.id }, data: { isActive: false } });
    expect((await t.app.inject({ method: "GET", url: `/og/campaign/${hidden.short_id}.png` })).statusCode).toBe(404);
  });

  it("keeps each client to a budget of drawings, while stored cards are served to anyone", async () => {
    const { short_id, id } = await publish(t, "Budget Card");
    await t.ctx.jobs.idle();
    const url = await crawl(t, short_id);
    const ip = { "x-forwarded-for": `10.77.${randomBytes(1)[0]}.9` };
    let refused: Awaited<ReturnType<TestApp["app"]["inject"]>> | undefined;
    for (let i = 0; i < 25 && !refused; i += 1) {
      await t.ctx.db.prisma.campaign.update({ where: { id }, data: { previewVersion: null } });
      const res = await t.app.inject({ method: "GET", url, headers: ip });
      if (res.statusCode === 429) refused = res;
      else expect(res.statusCode).toBe(200);
    }
    expect(refused?.json()).toEqual({ success: false, error: MESSAGES.tooManyRequests });
    expect(refused?.headers["retry-after"]).toBeDefined();
    // Another client draws it; then the refused client gets the stored card without spending its budget.
    await fetchCard(t, url, { "x-forwarded-for": "10.78.0.1" });
    await fetchCard(t, url, ip);
  });
});

describe.runIf(process.env.REDIS_URL)("the link-preview card with jobs on BullMQ and media in S3", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist }, { REDIS_URL: process.env.REDIS_URL ?? "", QUEUE_PREFIX: `twend_test_${randomBytes(6).toString("hex")}`, ...s3.env });
  });
  afterAll(() => t.close());

  it("is drawn by the API itself when no worker has drawn it yet", async () => {
    expect(t.ctx.jobs.kind).toBe("bullmq");
    // No worker process runs here: the job waits in Redis, and the crawler must still get the card.
    const { short_id, id } = await publish(t, "Queued Card Crawl");
    const card = await fetchCard(t, await crawl(t, short_id));
    const row = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id } });
    expect(row.previewHash).toBe(sha256(card.rawPayload));
    expect(await t.ctx.media.exists(sha256(card.rawPayload), "png")).toBe(true);
  });
});
