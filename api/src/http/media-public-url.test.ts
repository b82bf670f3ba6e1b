import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { mediaPath, type MediaRef } from "@twend/media";
import { startS3TestServer, type S3TestServer } from "@twend/media/testing/s3";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpCreator, TestClient } from "../testing/http-client.ts";
import { createSampleCampaign, solidPngDataUrl } from "../testing/sample-campaign.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let s3: S3TestServer;
let base: string;
let t: TestApp;
let webDist: string;
let creator: TestClient;
let campaignId: number;
let shortId: string;
let dpUrl: string;

beforeAll(async () => {
  s3 = await startS3TestServer();
  // The bucket's own URL, as for a public bucket; a CDN's address in front of it works alike.
  base = s3.publicUrl;
  webDist = await mkdtemp(path.join(tmpdir(), "twend-web-"));
  await writeFile(path.join(webDist, "index.html"), `<!doctype html><html><head><title>Twend</title></head><body><div id="root"></div></body></html>`);
  t = await createTestApp({ webDist }, { ...s3.env, MEDIA_PUBLIC_URL: `${base}/` });
  creator = await signedUpCreator(t.app, "bucket");
  ({ id: campaignId, shortId, dpUrl } = await createSampleCampaign(t, creator, { title: "Bucket Day", include_text: true }));
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const visitor = () => new TestClient(t.app);

/** The URL is the file's key under the public base, and the bucket itself hands anyone the stored bytes there. */
async function expectServedByBucket(url: string | null | undefined): Promise<MediaRef> {
  expect(url).toMatch(new RegExp(`^${base}/[a-f0-9]{2}/[a-f0-9]{64}\\.(png|jpg|webp)$`));
  const ref = t.ctx.media.parseUrl(url ?? "");
  if (!ref) throw new Error(`${url} names no stored file`);
  expect(url).toBe(`${base}/${ref.hash.slice(0, 2)}/${ref.hash}.${ref.ext}`);
  const res = await fetch(url ?? "");
  expect(res.status, url ?? "").toBe(200);
  expect(res.headers.get("content-type")).toBe(ref.mimeType);
  expect(Buffer.from(await res.arrayBuffer())).toEqual(await t.ctx.media.read(ref.hash, ref.ext));
  return ref;
}

describe("with MEDIA_PUBLIC_URL set", () => {
  it("hands out a new Twend's background, thumbnail, copies and card at the bucket, fetchable at base + key", async () => {
    const read = await visitor().get(`/api/campaigns/${shortId}`);
    expect(read.status).toBe(200);
    const twend = read.body.data as { background_image_url: string; thumbnail_url: string; preview_image_url: string; background_variants: Array<{ url: string }> };
    const background = await expectServedByBucket(twend.background_image_url);
    await expectServedByBucket(twend.thumbnail_url);
    await expectServedByBucket(twend.preview_image_url);
    expect(twend.background_variants.length).toBeGreaterThan(0);
    for (const variant of twend.background_variants) await expectServedByBucket(variant.url);

    // The row keeps the backend-free reference, and that URL, handed out before, still works through the API.
    const row = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    expect(row.backgroundImageUrl).toBe(mediaPath(background.hash, background.ext));
    const viaApi = await t.app.inject({ method: "GET", url: row.backgroundImageUrl });
    expect(viaApi.statusCode).toBe(200);
    expect(viaApi.rawPayload).toEqual(await t.ctx.media.read(background.hash, background.ext));
  });

  it("hands out the bucket's URLs in every list and to the owner", async () => {
    const lists = [
      ((await visitor().get("/api/campaigns/recent")).body.data as Array<{ id: number }>).find((card) => card.id === campaignId),
      ((await visitor().get("/api/campaigns/all")).body.data as Array<{ id: number }>).find((card) => card.id === campaignId),
      ((await creator.get("/api/user/campaigns")).body.data as Array<{ id: number }>).find((card) => card.id === campaignId),
    ];
    for (const card of lists) {
      const { background_image_url, thumbnail_url, background_variants } = card as unknown as {
        background_image_url: string;
        thumbnail_url: string;
        background_variants: Array<{ url: string }>;
      };
      expect(background_image_url.startsWith(`${base}/`)).toBe(true);
      expect(thumbnail_url.startsWith(`${base}/`)).toBe(true);
      expect(background_variants.every((variant) => variant.url.startsWith(`${base}/`))).toBe(true);
    }
  });

  it("hands out a DP rendered on the server at the bucket", async () => {
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 255, g: 0, b: 255 } } })
      .jpeg()
      .toBuffer();
    const asked = await visitor().post("/api/generate-dp", {
      campaign_id: campaignId,
      user_name: "Ada",
      photo_url: `data:image/jpeg;base64,${photo.toString("base64")}`,
      session_id: "bucket-render-1",
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    await t.ctx.jobs.idle();
    const done = await visitor().get(`/api/dp-renders/${(asked.body.data as { render_id: string }).render_id}`);
    const { status, result_url } = done.body.data as { status: string; result_url: string };
    expect(status).toBe("done");
    const ref = await expectServedByBucket(result_url);
    expect(ref.mimeType).toBe("image/png");
    const meta = await sharp((await t.ctx.media.read(ref.hash, ref.ext)) ?? Buffer.alloc(0)).metadata();
    expect([meta.width, meta.height]).toEqual([400, 440]);
  });

  it("points link previews at the bucket: a Twend's drawn card, a shared DP, a blog cover", async () => {
    const page = await t.app.inject({ method: "GET", url: `/campaign/${shortId}` });
    const card = (await ogs({ html: page.body })).result.ogImage?.[0]?.url;
    const cardRef = await expectServedByBucket(card);
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).previewHash).toBe(cardRef.hash);
    // The page may show and fetch media from the bucket's origin, and from nowhere else new.
    const policy = String(page.headers["content-security-policy"]);
    expect(policy).toContain(`img-src 'self' data: blob: https: ${s3.options.endpoint}`);
    expect(policy).toContain(`connect-src 'self' ${s3.options.endpoint}`);

    const shared = await visitor().post("/api/shared-dps", { campaign_id: campaignId, image: dpUrl, name: "Ada", session_id: "bucket-share-1" });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const id = (shared.body.data as { id: string }).id;
    const sharedDp = await visitor().get(`/api/shared-dps/${id}`);
    const image = await expectServedByBucket((sharedDp.body.data as { image_url: string }).image_url);
    const sharePage = await t.app.inject({ method: "GET", url: `/d/${id}` });
    expect((await ogs({ html: sharePage.body })).result.ogImage?.[0]?.url).toBe(t.ctx.media.url(image.hash, image.ext));

    const twend = (await visitor().get(`/api/campaigns/${shortId}`)).body.data as { thumbnail_url: string };
    const cover = t.ctx.media.parseUrl(twend.thumbnail_url);
    if (!cover) throw new Error("the Twend has no thumbnail");
    const featuredImageUrl = mediaPath(cover.hash, cover.ext);
    await t.ctx.db.prisma.blogPost.create({
      data: { slug: "bucket-cover", title: "Covered", content: "<p>x</p>", authorName: "Twend Team", category: "News", featuredImageUrl, isPublished: true },
    });
    const post = await visitor().get("/api/blog/posts/bucket-cover");
    expect((post.body.data as { featured_image_url: string }).featured_image_url).toBe(twend.thumbnail_url);
    const postPage = await t.app.inject({ method: "GET", url: "/blog/bucket-cover" });
    expect((await ogs({ html: postPage.body })).result.ogImage?.[0]?.url).toBe(twend.thumbnail_url);
  });

  it("takes back an unchanged background in the form it was handed out, and keeps the row's reference", async () => {
    const before = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    const handedOut = t.ctx.media.urlOf(before.backgroundImageUrl);
    expect(handedOut.startsWith(`${base}/`)).toBe(true);
    const edit = await creator.request("PUT", `/api/campaigns/${campaignId}`, { title: "Bucket Day 2", background_image_url: handedOut });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect((edit.body.data as { background_image_url: string }).background_image_url).toBe(handedOut);
    await t.ctx.jobs.idle();
    const after = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    // Unchanged: same reference, and the thumbnail made for it is kept rather than made again.
    expect([after.backgroundImageUrl, after.backgroundHash, after.thumbnailHash]).toEqual([before.backgroundImageUrl, before.backgroundHash, before.thumbnailHash]);

    // Another stored background named by its public URL is taken, and kept by its reference.
    const other = await createSampleCampaign(t, creator, { title: "Other Day" });
    const otherRow = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: other.id } });
    const moved = await creator.request("PUT", `/api/campaigns/${campaignId}`, { background_image_url: await solidPngDataUrl(300, 300, { r: 1, g: 2, b: 3 }) });
    expect(moved.status).toBe(200);
    const back = await creator.request("PUT", `/api/campaigns/${campaignId}`, { background_image_url: t.ctx.media.urlOf(otherRow.backgroundImageUrl) });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { id: campaignId } })).backgroundImageUrl).toBe(otherRow.backgroundImageUrl);
  });

  it("writes no URL with the public base into any row, so the base can change without rewriting data", async () => {
    const [{ n }] = await t.ctx.db.prisma.$queryRaw<[{ n: bigint }]>`
      SELECT (SELECT count(*) FROM campaigns WHERE background_image_url LIKE ${`${base}%`})
           + (SELECT count(*) FROM blog_posts WHERE featured_image_url LIKE ${`${base}%`}) AS n`;
    expect(Number(n)).toBe(0);
  });
});
