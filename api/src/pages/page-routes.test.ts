import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../testing/http-client.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import type { PageRenderRequest, PageRenderer } from "./page-renderer.ts";

let webDist: string;
const seen: PageRenderRequest[] = [];

/** Stands in for the SPA's server entry: renders the trending list it reads through the procedures it is given. */
const listingRenderer: PageRenderer = {
  async renderPage(request) {
    seen.push(request);
    if (request.url.startsWith("/about")) return null;
    if (request.url.startsWith("/blog/")) throw new Error("a broken page");
    const trending = await request.client.campaigns.trending.query({ limit: 3 });
    return { html: `<p>${trending.length} trending, wide: ${request.wideGuess}</p>`, stateScript: '<script type="application/json" id="s">{}</script>' };
  },
};

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-web-"));
  await mkdir(path.join(webDist, "assets"));
  await writeFile(path.join(webDist, "assets", "index-abc.css"), "body{margin:0}");
  await writeFile(
    path.join(webDist, "index.html"),
    `<!doctype html><html><head><title>Twend</title><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"></div></body></html>`,
  );
});
afterAll(() => rm(webDist, { recursive: true, force: true }));

describe("pages rendered on the server", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ webDist, pageRenderer: listingRenderer });
  });
  afterAll(() => t.close());

  it("carry the renderer's markup and state, its data read through the procedures, and the stylesheet inline", async () => {
    const page = await t.app.inject({ method: "GET", url: "/", headers: { "sec-ch-ua-mobile": "?1" } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"><p>0 trending, wide: false</p></div><script type="application/json" id="s">{}</script>');
    expect(page.body).toContain("<style>body{margin:0}</style>");
    // Its link stays, disabled (not fetched), for the app's loader to find.
    expect(page.body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(['<link rel="stylesheet" href="/assets/index-abc.css" disabled>']);
    expect(page.headers.vary).toContain("Sec-CH-UA-Mobile");
    expect(seen.at(-1)?.url).toBe("/");
  });

  it("leave a page the renderer does not render, or fails to, to the SPA", async () => {
    for (const url of ["/about", "/blog/some-post"]) {
      const page = await t.app.inject({ method: "GET", url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('<div id="root"></div>');
      expect(page.body, url).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    }
  });
});

describe("a Twend's page rendered on the server", () => {
  let t: TestApp;
  let campaign: { id: number; short_id: string };
  const renders: string[] = [];
  /** Renders the Twend's title, read through campaigns.byShortId as the SPA's page reads it. */
  const campaignRenderer: PageRenderer = {
    async renderPage(request) {
      const shortId = request.url.split("/")[2]?.split("?")[0] ?? "";
      const read = await request.client.campaigns.byShortId.query({ shortId });
      renders.push(request.url);
      return { html: `<h1>${read.title}</h1><p>wide: ${request.wideGuess}, ${request.i18n.locale}</p>`, stateScript: "" };
    },
  };

  beforeAll(async () => {
    t = await createTestApp({ webDist, pageRenderer: campaignRenderer });
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    const c = new TestClient(t.app);
    expect((await c.post("/api/auth/register", { email: "kept-page@example.com", password: "correct horse battery", firstName: "K", lastName: "P" })).status).toBe(200);
    const created = await c.post("/api/campaigns", { title: "Kept page", background_image_url: `data:image/png;base64,${png.toString("base64")}`, category: "Social" });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    campaign = created.body.data as typeof campaign;
  });
  afterAll(() => t.close());

  const open = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: "GET", url: `/campaign/${campaign.short_id}`, headers: { "sec-ch-ua-mobile": "?1", ...headers } });

  it("is rendered once while its Twend's answer is cached, then sent as kept, compressed alike", async () => {
    renders.length = 0;
    const first = await open();
    const again = await open();
    const brotli = await open({ "accept-encoding": "br" });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("<h1>Kept page</h1><p>wide: false, en</p>");
    expect(again.body).toBe(first.body);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    expect(renders).toHaveLength(1);
    expect(again.headers.vary).toBe("Accept-Language, Cookie, Sec-CH-UA-Mobile, User-Agent, accept-encoding");
    expect(again.headers["cache-control"]).toBe("no-cache");
  });

  it("is rendered again for another language or screen class, each then kept", async () => {
    renders.length = 0;
    const french = await open({ "accept-language": "fr" });
    const wide = await open({ "sec-ch-ua-mobile": "?0" });
    expect(french.body).toContain("wide: false, fr");
    expect(wide.body).toContain("wide: true, en");
    expect((await open({ "accept-language": "fr" })).body).toBe(french.body);
    expect(renders).toHaveLength(2);
  });

  it("is rendered anew once its Twend is edited", async () => {
    await t.ctx.db.prisma.campaign.update({ where: { id: campaign.id }, data: { title: "Edited title" } });
    expect((await open()).body).toContain("<h1>Kept page</h1>");
    await t.ctx.campaignCache.invalidate(campaign.id);
    renders.length = 0;
    expect((await open()).body).toContain("<h1>Edited title</h1>");
    expect(renders).toHaveLength(1);
  });
});
