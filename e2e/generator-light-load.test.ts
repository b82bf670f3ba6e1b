import { readFile } from "node:fs/promises";
import { publicCampaignSchema } from "@twend/shared";
import type { BrowserContextOptions, Page, Request } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { PHONE } from "./support/devices.ts";
import { type SeededCampaign, topTrendingCampaign } from "./support/seeded-campaign.ts";

const app = useAppUnderTest();

/** What a visitor who only looks at a Twend downloads, everything counted as it came over the wire. */
const LOOKING_BUDGET_BYTES = 250 * 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FONT = /\.woff2(\?|$)/;

let campaign: SeededCampaign;
let photo: Buffer;

/** The Twend once the in-process worker has cut its frame-sized copies, which a fresh server makes just after seeding. */
async function withVariants(seeded: SeededCampaign): Promise<SeededCampaign> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const body = (await (await fetch(`${app.server.origin}/api/campaigns/${seeded.short_id}`)).json()) as { data: unknown };
    const { background_variants: variants } = publicCampaignSchema.parse(body.data);
    if (variants.length > 0) return { ...seeded, background_variants: variants };
    if (Date.now() > deadline) throw new Error(`The worker made no preview copies of ${seeded.short_id}'s background`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  campaign = await withVariants(await topTrendingCampaign(app.server.origin));
  photo = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#ff00ff" } })
    .jpeg()
    .toBuffer();
});

/**
 * Every request the page makes, in order. The server lays the page out for the device its user
 * agent names, so the phone case must be a phone, not a desktop browser at a phone's width
 * (whose server-rendered columns the SPA would swap for the wizard as it hydrates).
 */
async function watchedPage(device: BrowserContextOptions): Promise<{ page: Page; requests: Request[]; errors: string[] }> {
  const page = await app.browser.newPage({ ...device, acceptDownloads: true });
  const requests: Request[] = [];
  const errors: string[] = [];
  page.on("request", (request) => requests.push(request));
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, requests, errors };
}

const pathOf = (url: string) => new URL(url, app.server.origin).pathname;
const fullBackground = () => pathOf(campaign.background_image_url);
const backgroundFetches = (requests: readonly Request[]) => requests.filter((request) => pathOf(request.url()) === fullBackground());
const fontFetches = (requests: readonly Request[]) => requests.filter((request) => FONT.test(request.url()));

/** The preview frame's still image: the one with the copies' srcset. */
const STILL = 'img[srcset*=".webp"]';
const stillImage = (page: Page) => page.locator(STILL);

/** The page before the visitor does anything: the still shows a frame-sized copy, and nothing heavy came. */
async function expectLightPage(page: Page, requests: readonly Request[]): Promise<void> {
  await page.getByRole("img", { name: "Preview of your DP" }).waitFor();
  const still = stillImage(page);
  await still.waitFor();
  await page.waitForLoadState("networkidle");
  expect(await still.isVisible()).toBe(true);
  // The image the browser chose is one of the copies, and it has arrived.
  const shown = (await page.evaluate(`(() => {
    const img = document.querySelector('${STILL}');
    return { src: img.currentSrc, width: img.naturalWidth };
  })()`)) as { src: string; width: number };
  expect(campaign.background_variants.map((variant) => variant.url)).toContain(pathOf(shown.src));
  expect(shown.width).toBeGreaterThan(0);
  expect(await page.getByText("Loading preview...").count()).toBe(0);

  expect(backgroundFetches(requests).map((request) => request.url())).toEqual([]);
  expect(fontFetches(requests).map((request) => request.url())).toEqual([]);
}

/** Bytes over the wire (headers and encoded bodies) of every request so far. */
async function bytesLoaded(requests: readonly Request[]): Promise<number> {
  const sizes = await Promise.all(requests.map((request) => request.sizes()));
  return sizes.reduce((sum, size) => sum + size.responseHeadersSize + size.responseBodySize, 0);
}

describe("generator page before and after the visitor acts", () => {
  it("loads only the light page for a visitor who looks, then the design and fonts once, when a photo is picked, and generates the PNG", async () => {
    const { page, requests, errors } = await watchedPage(PHONE);
    await page.goto(`${app.server.origin}/campaign/${campaign.short_id}`);
    await expectLightPage(page, requests);
    const loaded = await bytesLoaded(requests);
    console.log(`generator page before a photo is picked: ${requests.length} requests, ${(loaded / 1024).toFixed(1)} KB`);
    expect(loaded).toBeLessThanOrEqual(LOOKING_BUDGET_BYTES);
    const frame = await page.getByRole("img", { name: "Preview of your DP" }).boundingBox();

    // Set straight on the input: no pointer, key or focus event comes before the pick.
    await page.locator('input[type="file"]').setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect.poll(() => backgroundFetches(requests).length).toBe(1);
    await expect.poll(() => fontFetches(requests).length).toBeGreaterThan(0);
    // The canvas, now drawn with the photo, has taken the still's place in the same frame.
    await stillImage(page).waitFor({ state: "detached" });
    expect(await page.getByRole("img", { name: /Preview of your DP/ }).boundingBox()).toEqual(frame);

    if (campaign.include_text) await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Generate DP" }).click();
    await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download", exact: true }).click()]);
    const png = await readFile(await download.path());
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    expect((await sharp(png).metadata()).width).toBe(campaign.background_width);

    // Downloaded once each, however many parts used them (the compose worker asks for the fonts again and gets the cached files).
    expect(backgroundFetches(requests)).toHaveLength(1);
    const downloaded = await Promise.all(fontFetches(requests).map(async (request) => ({ url: request.url(), bytes: (await request.sizes()).responseBodySize })));
    const fontUrls = downloaded.filter(({ bytes }) => bytes > 0).map(({ url }) => url);
    expect(fontUrls.length).toBeGreaterThan(0);
    expect(new Set(fontUrls).size).toBe(fontUrls.length);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("starts the design and fonts at the visitor's first act, before any photo, and draws the preview where the still was", async () => {
    const { page, requests, errors } = await watchedPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${app.server.origin}/campaign/${campaign.short_id}`);
    await expectLightPage(page, requests);
    const frame = await page.getByRole("img", { name: "Preview of your DP" }).boundingBox();

    // The page listens for the first act once it has hydrated, which a busy machine can delay past the network going idle.
    await expect
      .poll(async () => {
        await page.keyboard.press("Tab");
        return backgroundFetches(requests).length;
      })
      .toBeGreaterThan(0);
    expect(backgroundFetches(requests)).toHaveLength(1);
    await expect.poll(() => fontFetches(requests).length).toBeGreaterThan(0);
    await stillImage(page).waitFor({ state: "detached" });
    expect(await page.getByText("Loading preview...").count()).toBe(0);
    expect(await page.getByRole("img", { name: "Preview of your DP" }).boundingBox()).toEqual(frame);

    // The pick that follows fetches nothing twice.
    await page.locator('input[type="file"]').setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo });
    if (campaign.include_text) await page.getByLabel("Your name").fill("Ada");
    await page.getByRole("button", { name: "Generate DP" }).click();
    await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
    expect(backgroundFetches(requests)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.close();
  });
});
