import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ogs from "open-graph-scraper";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/http-client.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let webDist: string;
let shortId: string;

const TITLE = `Rock & "Roll" <script>alert(1)</script> Night`;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-web-"));
  await writeFile(
    path.join(webDist, "index.html"),
    `<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>Twend</title></head><body><div id="root"></div></body></html>`,
  );
  t = await createTestApp({ webDist });
  const c = new TestClient(t.app);
  await c.post("/api/auth/register", { email: "og@example.com", password: "correct horse battery", firstName: "O", lastName: "G" });
  const background = await sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
  const res = await c.post("/api/campaigns", { title: TITLE, background_image_url: `data:image/png;base64,${background.toString("base64")}` });
  shortId = (res.body.data as { short_id: string }).short_id;
  await t.ctx.jobs.idle();
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("link previews of /campaign/{shortId}", () => {
  it("serve the app with the Twend's tags, read by a real scraper, pointing at a 1200x630 PNG", async () => {
    const page = await t.app.inject({ method: "GET", url: `/campaign/${shortId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain("<script>alert(1)</script>");
    expect(page.body).not.toContain("generic");

    const { result } = await ogs({ html: page.body });
    expect(result.ogTitle).toBe(`${TITLE} · Twend`);
    expect(result.ogUrl).toBe(`http://localhost:3000/campaign/${shortId}`);
    expect(result.twitterCard).toBe("summary_large_image");
    const image = result.ogImage?.[0];
    expect(image?.url).toMatch(new RegExp(`^http://localhost:3000/og/campaign/${shortId}\\.png\\?v=[a-f0-9]{16}$`));
    expect(image?.width).toBe("1200");
    expect(image?.height).toBe("630");
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:3000/campaign/${shortId}" />`);
    // The preview frame's copies of the background start downloading with the scripts; the full-size file waits for a photo.
    const { backgroundImageUrl } = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { shortId } });
    expect(page.body).toMatch(/<link rel="preload" as="image" imagesrcset="\/media\/[a-f0-9]{64}\.webp 320w, [^"]+ 800w" imagesizes="[^"]+" fetchpriority="high" \/>/);
    expect(page.body).not.toContain(`href="${backgroundImageUrl}"`);

    const cardUrl = new URL(image?.url ?? "");
    const png = await t.app.inject({ method: "GET", url: cardUrl.pathname + cardUrl.search });
    expect(png.headers["content-type"]).toBe("image/png");
    const meta = await sharp(png.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it("re-renders the preview when the Twend changes", async () => {
    const before = (await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { shortId } })).previewHash;
    const c = new TestClient(t.app);
    await c.post("/api/auth/login", { email: "og@example.com", password: "correct horse battery" });
    const { id } = await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { shortId } });
    await c.request("PUT", `/api/campaigns/${id}`, { title: "A new title" });
    await t.ctx.jobs.idle();
    const after = (await t.ctx.db.prisma.campaign.findUniqueOrThrow({ where: { shortId } })).previewHash;
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
  });

  it("serves the plain app for an unknown Twend, so it shows its not-found page", async () => {
    const page = await t.app.inject({ method: "GET", url: "/campaign/no-such-twend" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Twend</title>");
    expect(page.body).not.toContain("og:title");
  });
});

describe("pages for crawlers", () => {
  it("gives every public page its own title, description and canonical URL, and each blog post its own tags", async () => {
    const seen = new Set<string>();
    for (const page of ["/", "/browse", "/blog", "/about", "/help", "/contact", "/roadmap", "/demo", "/privacy", "/terms"]) {
      const res = await t.app.inject({ method: "GET", url: page });
      expect(res.statusCode, page).toBe(200);
      const title = /<title>([^<]+)<\/title>/.exec(res.body)?.[1] ?? "";
      const description = /<meta name="description" content="([^"]+)"/.exec(res.body)?.[1] ?? "";
      expect(title, page).not.toBe("Twend");
      expect(description, page).not.toBe("generic");
      expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000${page === "/" ? "" : page}" />`);
      seen.add(title);
    }
    expect(seen.size).toBe(10);

    await t.ctx.db.prisma.blogPost.create({
      data: {
        slug: "crawled-post",
        title: "Crawled Post",
        excerpt: "What crawlers read",
        content: "<p>x</p>",
        authorName: "Twend Team",
        category: "Strategy & Tips",
        metaDescription: "A post for crawlers",
      },
    });
    const { result } = await ogs({ html: (await t.app.inject({ method: "GET", url: "/blog/crawled-post" })).body });
    expect(result).toMatchObject({ ogTitle: "Crawled Post · Twend Blog", ogDescription: "A post for crawlers", ogUrl: "http://localhost:3000/blog/crawled-post" });
    const unknown = await t.app.inject({ method: "GET", url: "/blog/no-such-post" });
    expect(unknown.body).toContain("<title>Twend</title>");
  });
});
