import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ogs from "open-graph-scraper";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createSampleCampaign } from "../testing/sample-campaign.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** Every pattern String.replace expands in a replacement string, with quotes and markup besides. */
const HOSTILE = `$\` $' $& $$ $1 $<x> "q" 'a' <b>x</b> & done`;
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>Twend</title></head><body><div id="root"></div></body></html>`;

let t: TestApp;
let webDist: string;
let admin: TestClient;
let shortId: string;
let dpUrl: string;
let campaignId: number;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-web-"));
  await writeFile(path.join(webDist, "index.html"), INDEX_HTML);
  t = await createTestApp({ webDist }, { ADMIN_EMAILS: "editor@example.com" });
  admin = new TestClient(t.app);
  await admin.post("/api/auth/register", { email: "editor@example.com", password: "correct horse battery", firstName: "E", lastName: "D" });
  ({ id: campaignId, shortId, dpUrl } = await createSampleCampaign(t, admin, { title: HOSTILE, description: HOSTILE }));
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, "g"))?.length ?? 0;

/** The page is the app's one document, with the tags a scraper reads carrying exactly the text that was stored. */
async function expectIntactPage(url: string, expected: { title: string; description: string; image?: string }): Promise<string> {
  const res = await t.app.inject({ method: "GET", url });
  expect(res.statusCode, url).toBe(200);
  const html = res.body;
  for (const element of [/<html[ >]/, /<\/html>/, /<head>/, /<\/head>/, /<body>/, /<title>/, /<div id="root">/])
    expect(count(html, element), `${url} ${element}`).toBe(1);
  expect(html).not.toContain("<b>");
  expect(html).toContain(`<title>${escaped(expected.title)}</title>`);
  expect(html).toContain(`<meta property="og:title" content="${escaped(expected.title)}" />`);
  expect(html).toContain(`<meta property="og:description" content="${escaped(expected.description)}" />`);
  const { result } = await ogs({ html });
  expect(result).toMatchObject({ ogTitle: expected.title, ogDescription: expected.description, twitterTitle: expected.title });
  if (expected.image) expect(result.ogImage?.[0]?.url).toBe(expected.image);
  return html;
}

describe("server-rendered pages with hostile text in every field they print", () => {
  it("/campaign/{shortId}: the Twend's title and description", async () => {
    await expectIntactPage(`/campaign/${shortId}`, { title: `${HOSTILE} · Twend`, description: HOSTILE });
  });

  it("/d/{id}: the sharer's name and the Twend's title", async () => {
    const shared = await new TestClient(t.app).post("/api/shared-dps", { campaign_id: campaignId, image: dpUrl, name: HOSTILE, session_id: "page-meta-session" });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    const { id } = shared.body.data as { id: string };
    const html = await expectIntactPage(`/d/${id}`, {
      title: `${HOSTILE}'s DP for ${HOSTILE}`,
      description: `Made with Twend. Add your photo to "${HOSTILE}" and get your own display picture in seconds.`,
    });
    expect(html).toContain(`<meta name="robots" content="noindex, nofollow" />`);
  });

  it("/blog/{slug}: meta title and description, or the title and excerpt, and the image URL", async () => {
    const image = "https://images.example.com/$&/$'.png";
    const saved = await admin.post("/api/admin/blog/posts", {
      title: HOSTILE,
      slug: "hostile-meta",
      excerpt: HOSTILE,
      content: "<p>Words</p>",
      meta_title: `${HOSTILE} meta`,
      meta_description: `${HOSTILE} described`,
      featured_image_url: image,
      is_published: true,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await expectIntactPage("/blog/hostile-meta", { title: `${HOSTILE} meta · Twend Blog`, description: `${HOSTILE} described`, image });
    expect(
      (await admin.post("/api/admin/blog/posts", { title: HOSTILE, slug: "hostile-plain", excerpt: HOSTILE, content: "<p>Words</p>", is_published: true })).status,
    ).toBe(200);
    await expectIntactPage("/blog/hostile-plain", { title: `${HOSTILE} · Twend Blog`, description: HOSTILE });
  });

  it("static pages keep one document and their own tags", async () => {
    for (const page of ["/", "/about", "/blog", "/browse", "/terms"]) {
      const res = await t.app.inject({ method: "GET", url: page });
      expect(count(res.body, /<html[ >]/), page).toBe(1);
      expect(count(res.body, /<title>/), page).toBe(1);
      expect(count(res.body, /og:title/), page).toBe(1);
    }
  });
});

describe("a malformed stored image URL", () => {
  it("is refused on save with a 400 naming the field", async () => {
    const res = await admin.post("/api/admin/blog/posts", { title: "Broken image", content: "<p>x</p>", featured_image_url: "http://[::1", is_published: true });
    expect(res).toMatchObject({ status: 400, body: { success: false, error: "featured_image_url: Featured image must be an http(s) URL" } });
  });

  it("saved before the check, never breaks the post's page or its reads", async () => {
    await t.ctx.db.prisma.blogPost.create({
      data: {
        slug: "broken-image",
        title: "Broken image",
        excerpt: "Still readable",
        content: "<p>x</p>",
        authorName: "Twend Team",
        category: "Strategy & Tips",
        featuredImageUrl: "http://[::1",
        isPublished: true,
      },
    });
    const html = await expectIntactPage("/blog/broken-image", { title: "Broken image · Twend Blog", description: "Still readable" });
    expect(html).not.toContain("og:image");
    const read = await new TestClient(t.app).get("/api/blog/posts/broken-image");
    expect(read).toMatchObject({ status: 200, body: { success: true, data: { slug: "broken-image", featured_image_url: null } } });
    const list = await new TestClient(t.app).get("/api/blog/posts");
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain("[::1");
  });
});

describe("a page named by text the database cannot hold", () => {
  it("answers the app's not-found page, never a 500", async () => {
    for (const url of ["/campaign/a%00b", "/d/a%00b", "/blog/a%00b", "/campaign/a%ED%A0%80b", "/blog/a%ED%A0%80b"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect([400, 404], url).toContain(res.statusCode);
    }
  });
});
