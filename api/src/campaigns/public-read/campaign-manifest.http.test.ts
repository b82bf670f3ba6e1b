import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedUpCreator } from "../../testing/http-client.ts";
import { createSampleCampaign } from "../../testing/sample-campaign.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

let t: TestApp;
let webDist: string;
let shortId: string;

const TITLE = `Marcha "Verde" & <b>Azul</b> 2026`;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), "twend-web-"));
  await writeFile(
    path.join(webDist, "index.html"),
    `<!doctype html><html><head><meta charset="UTF-8" /><meta name="description" content="generic" /><title>Twend</title><link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>`,
  );
  t = await createTestApp({ webDist });
  ({ shortId } = await createSampleCampaign(t, await signedUpCreator(t.app, "manifest"), { title: TITLE }));
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe("a Twend's own web app manifest", () => {
  it("names the app after the Twend, opens at its link, and speaks the visitor's language", async () => {
    const res = await t.app.inject({ method: "GET", url: `/campaign/${shortId}/manifest.webmanifest`, headers: { "accept-language": "es" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<{ id: string; name: string; short_name: string; start_url: string; lang: string; description: string; display: string }>();
    expect(manifest).toMatchObject({ id: `/campaign/${shortId}`, name: TITLE, start_url: `/campaign/${shortId}`, lang: "es", display: "standalone" });
    // What a launcher shows under the icon: twelve characters at most.
    expect(manifest.short_name).toBe('Marcha "Ver…');
    expect(manifest.description).toContain(TITLE);
    expect(manifest.description).not.toContain("Add your photo");
  });

  it("is linked from the Twend's page in place of the site's, and is a 404 for an unknown Twend", async () => {
    const page = await t.app.inject({ method: "GET", url: `/campaign/${shortId}` });
    expect(page.body).toContain(`<link rel="manifest" href="/campaign/${shortId}/manifest.webmanifest" />`);
    expect(page.body).not.toContain('href="/manifest.webmanifest"');
    const other = await t.app.inject({ method: "GET", url: "/about" });
    expect(other.body).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect((await t.app.inject({ method: "GET", url: "/campaign/no-such-twend/manifest.webmanifest" })).statusCode).toBe(404);
  });
});
