import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
