import { readFile } from "node:fs/promises";
import { footerHeight } from "@twend/composition";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { isFetchedScript, scriptBody } from "./support/scripts.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";
import { type SeededCampaign, topTrendingCampaign } from "./support/seeded-campaign.ts";
import { openCampaignPage } from "./support/campaign-page.ts";

/**
 * fixtures/photo.heic: 320 x 320, made from a PNG by libheif's heif-enc (Debian's libheif-examples):
 * orange (#f97316) with a navy square in the top-left corner and a yellow disc lower right.
 */
const FIXTURE = { width: 320, height: 320 };
/** The chunk holding the decoder (named after the module that imports it). */
const DECODER_CHUNK = /\/assets\/convert-heic-[\w-]+\.js$/;
const PASSWORD = "Heic-Frame-2026";

let server: RunningServer;
let browser: Browser;
let heic: Buffer;
let campaign: SeededCampaign;

beforeAll(async () => {
  [server, browser, heic] = await Promise.all([startServer(), launchBrowser(), readFile(new URL("./fixtures/photo.heic", import.meta.url))]);
  campaign = await topTrendingCampaign(server.origin);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface WatchedPage {
  page: Page;
  /** Every script the page has loaded so far, with its text. */
  scripts: Array<{ url: string; body: Promise<Buffer> }>;
  /** Page errors and CSP violations: the decoder must run under the app's policy. */
  problems: string[];
}

async function watchedPage(width: number): Promise<WatchedPage> {
  const phone = width < 768;
  const context = await browser.newContext({ viewport: { width, height: phone ? 844 : 900 }, isMobile: phone, hasTouch: phone, acceptDownloads: true });
  const page = await context.newPage();
  const scripts: WatchedPage["scripts"] = [];
  const problems: string[] = [];
  page.on("response", (response) => {
    if (isFetchedScript(response)) scripts.push({ url: response.url(), body: scriptBody(response) });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return { page, scripts, problems };
}

/** The decoder is in none of the scripts loaded so far, by name or by content. */
async function expectNoDecoderLoaded(watched: WatchedPage): Promise<void> {
  expect(watched.scripts.length).toBeGreaterThan(0);
  for (const script of watched.scripts) {
    expect(script.url).not.toMatch(DECODER_CHUNK);
    expect((await script.body).toString(), script.url).not.toContain("libheif");
  }
}

async function pixel(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await sharp(png)
    .extract({ left: Math.round(x), top: Math.round(y), width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
}

/** The fixture's orange, through HEIC's lossy coding and a JPEG. */
function expectOrange([r, g, b]: [number, number, number]): void {
  expect(r).toBeGreaterThan(215);
  expect(g).toBeGreaterThan(80);
  expect(g).toBeLessThan(150);
  expect(b).toBeLessThan(70);
}

async function signUpInto(page: Page, target: string): Promise<void> {
  await page.goto(`${server.origin}/auth?action=signup&redirect=${target}`);
  await page.getByLabel("First name", { exact: true }).fill("Katherine");
  await page.getByLabel("Last name", { exact: true }).fill("Johnson");
  await page.getByLabel("Email", { exact: true }).fill(`heic-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === target);
}

describe("HEIC pictures", () => {
  for (const width of [390, 1280]) {
    it(`turns a HEIC photo into the DP on the generator at ${width} px, loading the decoder only then`, async () => {
      const watched = await watchedPage(width);
      const { page } = watched;
      await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`, { waitUntil: "networkidle" });
      await page.getByText("Upload your photo").waitFor();
      await expectNoDecoderLoaded(watched);

      // Found by its bytes: one width declares no image type at all, as some systems do for .heic files.
      const declared = width < 768 ? "application/octet-stream" : "image/heic";
      await page.locator('input[type="file"]').setInputFiles({ name: "IMG_0042.HEIC", mimeType: declared, buffer: heic });
      await page.getByText("IMG_0042.jpg").waitFor({ timeout: 60_000 });
      const decoder = watched.scripts.find((script) => DECODER_CHUNK.test(script.url));
      expect((await decoder?.body)?.toString()).toContain("libheif");

      if (campaign.include_text) await page.getByLabel("Your name").fill("Katherine");
      if (width < 768) await page.getByRole("button", { name: "Continue" }).click();
      await page.getByText("Loading preview...").waitFor({ state: "hidden" });
      // The phone's second step shows once its code has arrived, which on a loaded machine can follow
      // the decoder's compile by well over the default half minute.
      await page.getByRole("button", { name: "Generate DP" }).click({ timeout: 90_000 });
      await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();

      const downloading = page.waitForEvent("download");
      await page.getByRole("link", { name: "Download", exact: true }).click();
      const png = await readFile((await (await downloading).path()) ?? "");
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe("png");
      expect(meta.width).toBe(campaign.background_width);
      // The middle of the photo slot shows the middle of the photo: the HEIC's orange.
      const scale = Math.min(campaign.background_width / 500, campaign.background_height / 500);
      const centre = (campaign.avatar_size * scale) / 2;
      expectOrange(await pixel(png, (campaign.avatar_x * campaign.background_width) / 500 + centre, (campaign.avatar_y * campaign.background_height) / 500 + centre));
      expect(watched.problems).toEqual([]);
      await page.context().close();
    });

    it(`takes a HEIC background in the studio at ${width} px, shows it in the preview and stores it as a JPEG`, async () => {
      const watched = await watchedPage(width);
      const { page } = watched;
      await signUpInto(page, "/create");
      await page.getByLabel("Title", { exact: true }).fill(`HEIC background at ${width}`);
      if (width < 768) await page.getByRole("button", { name: "Continue" }).click();
      await page.getByText("JPG, PNG, WebP or HEIC, up to 10MB").waitFor();
      await expectNoDecoderLoaded(watched);

      await page.locator('input[type="file"]').setInputFiles({ name: "poster.heic", mimeType: "image/heic", buffer: heic });
      await page.getByText("poster.jpg").or(page.getByText("Step 3 of 4 · Design")).first().waitFor({ timeout: 60_000 });
      const canvas = page.getByRole("application", { name: /Design preview/ });
      await canvas.waitFor();
      await page.getByText("Loading preview...").waitFor({ state: "hidden" });
      await page.waitForFunction(`(document.querySelector('canvas[role="application"]')?.width ?? 300) !== 300`);

      // A spot of the background clear of the photo slot, the name and the navy corner.
      const shot = await canvas.screenshot();
      const shown = await sharp(shot).metadata();
      const backgroundShare = FIXTURE.height / (FIXTURE.height + footerHeight(FIXTURE.height));
      expectOrange(await pixel(shot, 0.8 * (shown.width ?? 0), 0.16 * backgroundShare * (shown.height ?? 0)));

      const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/studio.create");
      if (width < 768) await page.getByRole("button", { name: "Continue" }).click();
      await page.getByRole("button", { name: "Create Twend" }).click();
      const reply = (await (await created).json()) as { result: { data: { short_id: string } } };
      const stored = ((await (await fetch(`${server.origin}/api/campaigns/${reply.result.data.short_id}`)).json()) as { data: { background_image_url: string } }).data;
      const image = await sharp(Buffer.from(await (await fetch(new URL(stored.background_image_url, server.origin))).arrayBuffer())).metadata();
      expect({ format: image.format, width: image.width, height: image.height }).toEqual({ format: "jpeg", ...FIXTURE });
      expect(watched.problems).toEqual([]);
      await page.context().close();
    });
  }

  it("says what to do when a HEIC file cannot be decoded", async () => {
    const { page } = await watchedPage(390);
    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    await page.getByText("Upload your photo").waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: "broken.heic", mimeType: "image/heic", buffer: heic.subarray(0, 400) });
    await page.getByText(/This HEIC picture could not be converted in your browser\. Save it as a JPG or PNG .*Most Compatible/).waitFor({ timeout: 60_000 });
    expect(await page.getByText("Upload your photo").count()).toBe(1);
    await page.context().close();
  });
});
