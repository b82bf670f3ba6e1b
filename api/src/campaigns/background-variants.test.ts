import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { sha256Hex } from "@twend/media";
import { LIMITS, type BackgroundVariant } from "@twend/shared";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedOnStart } from "../seed-on-start.ts";
import { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
let webDist: string;
let creator: TestClient;

const IMMUTABLE = "public, max-age=31536000, immutable";
const SIZES = "(min-width: 768px) 400px, 320px";

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-web-"));
  await writeFile(path.join(webDist, "index.html"), `<!doctype html><html><head><title>Twend</title></head><body><div id="root"></div></body></html>`);
  t = await createTestApp({ webDist });
  creator = new TestClient(t.app);
  await creator.post("/api/auth/register", { email: `variants-${randomUUID()}@example.com`, password: "correct horse battery", firstName: "V", lastName: "R" });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** A Twend created through the API with an 800x800 PNG background, its jobs run; Twends of one colour share their background. */
async function publishedCampaign(title: string, colour = { r: 30, g: 160, b: 90 }) {
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const res = await creator.post("/api/campaigns", { title, background_image_url: `data:image/png;base64,${png.toString("base64")}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.ctx.jobs.idle();
  return t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: (res.body.data as { id: number }).id } });
}

async function restRead(shortId: string): Promise<BackgroundVariant[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/campaigns/${shortId}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.background_variants;
}

async function trpcRead(shortId: string, batched: boolean): Promise<BackgroundVariant[]> {
  const input = encodeURIComponent(JSON.stringify(batched ? { 0: { shortId } } : { shortId }));
  const res = await t.app.inject({ method: "GET", url: `/trpc/campaigns.byShortId?${batched ? "batch=1&" : ""}input=${input}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  return (batched ? body[0] : body).result.data.background_variants;
}

type Card = { id: number; background_variants: BackgroundVariant[] };

async function restCards(url: string): Promise<Card[]> {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function trpcCards(procedure: "trending" | "recent" | "all"): Promise<Card[]> {
  const input = encodeURIComponent(JSON.stringify({ limit: LIMITS.publicListMax }));
  const res = await t.app.inject({ method: "GET", url: `/trpc/campaigns.${procedure}?input=${input}` });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().result.data;
  return procedure === "all" ? data.data : data;
}

/** Each public list, over both transports, as many cards as it may hold. */
async function everyList(): Promise<Record<string, Card[]>> {
  // Visitors share the home lists for a few seconds; these checks read them right after the copies changed.
  t.ctx.publicLists.clear();
  const limit = `limit=${LIMITS.publicListMax}`;
  return {
    "REST trending": await restCards(`/api/campaigns/trending?${limit}`),
    "REST recent": await restCards(`/api/campaigns/recent?${limit}`),
    "REST all": await restCards(`/api/campaigns/all?${limit}`),
    "tRPC trending": await trpcCards("trending"),
    "tRPC recent": await trpcCards("recent"),
    "tRPC all": await trpcCards("all"),
  };
}

const preloadLinks = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

describe("a Twend's background copies", () => {
  it("are in the public answer over REST and tRPC, from the database and from memory, once the job has run", async () => {
    const campaign = await publishedCampaign("Copies in the answer");
    const rows = await t.ctx.db.prisma.backgroundVariant.findMany({ where: { sourceHash: campaign.backgroundHash ?? "" }, orderBy: { width: "asc" } });
    const expected = rows.map((row) => ({ url: `/media/${row.mediaHash}.webp`, width: row.width }));
    expect(expected.map((v) => v.width)).toEqual([320, 400, 640, 800]);

    // The first read fills the per-process cache; the next ones are answered from it.
    for (let round = 0; round < 2; round += 1) {
      expect(await restRead(campaign.shortId)).toEqual(expected);
      expect(await trpcRead(campaign.shortId, false)).toEqual(expected);
      expect(await trpcRead(campaign.shortId, true)).toEqual(expected);
    }
    const owned = await creator.get("/api/user/campaigns");
    expect((owned.body.data as Array<{ id: number; background_variants: BackgroundVariant[] }>).find((c) => c.id === campaign.id)?.background_variants).toEqual(expected);
  });

  it("are served as immutable WebP files named by their content", async () => {
    const campaign = await publishedCampaign("Copies served");
    for (const variant of await restRead(campaign.shortId)) {
      const res = await t.app.inject({ method: "GET", url: variant.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(res.headers["cache-control"]).toBe(IMMUTABLE);
      expect(variant.url).toBe(`/media/${sha256Hex(res.rawPayload)}.webp`);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(variant.width);
    }
  });

  it("are empty for a Twend whose copies are not made yet", async () => {
    const campaign = await publishedCampaign("Copies not yet");
    await t.ctx.db.prisma.backgroundVariant.deleteMany({ where: { sourceHash: campaign.backgroundHash ?? "" } });
    await t.ctx.campaignCache.invalidate(campaign.id);
    expect(await restRead(campaign.shortId)).toEqual([]);
  });
});

describe("the list cards' background copies", () => {
  it("are on the trending, latest and browse cards over REST and tRPC once the job has run, and empty until then", async () => {
    const first = await publishedCampaign("Copies on a card", { r: 200, g: 40, b: 40 });
    const sameBackground = await publishedCampaign("Copies shared by two cards", { r: 200, g: 40, b: 40 });
    const notYet = await publishedCampaign("Copies not made for a card", { r: 40, g: 40, b: 200 });
    await t.ctx.db.prisma.backgroundVariant.deleteMany({ where: { sourceHash: notYet.backgroundHash ?? "" } });
    const rows = await t.ctx.db.prisma.backgroundVariant.findMany({ where: { sourceHash: first.backgroundHash ?? "" }, orderBy: { width: "asc" } });
    const expected = rows.map((row) => ({ url: `/media/${row.mediaHash}.webp`, width: row.width }));
    expect(expected.map((v) => v.width)).toEqual([320, 400, 640, 800]);

    const copiesOn = (cards: Card[], id: number) => cards.find((card) => card.id === id)?.background_variants;
    for (const [list, cards] of Object.entries(await everyList())) {
      expect(copiesOn(cards, first.id), list).toEqual(expected);
      expect(copiesOn(cards, sameBackground.id), list).toEqual(expected);
      expect(copiesOn(cards, notYet.id), list).toEqual([]);
    }

    await t.ctx.jobs.enqueue("media.variants", { hash: notYet.backgroundHash ?? "" });
    await t.ctx.jobs.idle();
    for (const [list, cards] of Object.entries(await everyList()))
      expect(
        copiesOn(cards, notYet.id)?.map((v) => v.width),
        list,
      ).toEqual([320, 400, 640, 800]);
  });

  it("are empty on the cards of a Twend without a stored background", async () => {
    const campaign = await t.ctx.db.prisma.campaign.create({
      data: { shortId: `no-stored-${randomUUID().slice(0, 8)}`, title: "Linked background", category: "Social", backgroundImageUrl: "/media/elsewhere.png" },
    });
    for (const [list, cards] of Object.entries(await everyList())) expect(cards.find((card) => card.id === campaign.id)?.background_variants, list).toEqual([]);
  });
});

describe("the campaign page's preload", () => {
  it("is the copies' srcset with the preview frame's sizes, never the full-size background", async () => {
    const campaign = await publishedCampaign("Preloaded copies");
    const variants = await restRead(campaign.shortId);
    const page = await t.app.inject({ method: "GET", url: `/campaign/${campaign.shortId}` });
    expect(page.statusCode).toBe(200);
    const srcset = variants.map((v) => `${v.url} ${v.width}w`).join(", ");
    expect(preloadLinks(page.body)).toEqual([`<link rel="preload" as="image" imagesrcset="${srcset}" imagesizes="${SIZES}" fetchpriority="high" />`]);
    expect(preloadLinks(page.body).join("")).not.toContain(campaign.backgroundImageUrl);
  });

  it("falls back to the card thumbnail until the copies exist, and preloads nothing without either", async () => {
    const campaign = await publishedCampaign("Preloaded thumbnail");
    await t.ctx.db.prisma.backgroundVariant.deleteMany({ where: { sourceHash: campaign.backgroundHash ?? "" } });
    const page = async () => preloadLinks((await t.app.inject({ method: "GET", url: `/campaign/${campaign.shortId}` })).body);
    expect(await page()).toEqual([`<link rel="preload" as="image" href="/media/${campaign.thumbnailHash}.webp" fetchpriority="high" />`]);

    await t.ctx.db.prisma.campaign.update({ where: { id: campaign.id }, data: { thumbnailHash: null } });
    expect(await page()).toEqual([]);
  });
});

describe("at start", () => {
  it("a seeded install's Twends get their copies, and an install whose backgrounds lack them gets them", async () => {
    const fresh = await createTestApp();
    try {
      const copiesOf = async () => {
        const campaigns = await fresh.ctx.db.prisma.campaign.findMany({ include: { background: { include: { variants: { orderBy: { width: "asc" } } } } } });
        expect(campaigns.length).toBeGreaterThan(0);
        return campaigns.map((campaign) => campaign.background?.variants.map((v) => v.width));
      };
      await seedOnStart(fresh.ctx);
      await fresh.ctx.jobs.idle();
      const seeded = await copiesOf();
      expect(new Set(seeded.map((widths) => JSON.stringify(widths)))).toEqual(new Set([JSON.stringify([320, 400, 640, 800, 960, 1080])]));

      // As after the upgrade that brought the copies: the backgrounds are stored, their copies are not.
      await fresh.ctx.db.prisma.backgroundVariant.deleteMany({});
      await seedOnStart(fresh.ctx);
      await fresh.ctx.jobs.idle();
      expect(await copiesOf()).toEqual(seeded);
    } finally {
      await fresh.close();
    }
  });
});
