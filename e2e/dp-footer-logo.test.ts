import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { footerHeight } from "@twend/composition";
import { renderDp } from "@twend/composition/node";
import { compareImages, decodeRgba, markSampleMisses, readFooter, type RgbaImage } from "@twend/composition/testing";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";
import { type SeededCampaign, topTrendingCampaign } from "./support/seeded-campaign.ts";
import { openCampaignPage } from "./support/campaign-page.ts";

// The DP a visitor downloads carries 'Made with' and the Twend mark in its
// footer, drawn by the browser, and that strip matches the server's drawing
// of it, pixel for pixel within the parity test's limits.

/** The sampled colours of the mark against the header's SVG, in channel levels. */
const MAX_MARK_COLOUR_DELTA = 12;
/** pixelmatch at threshold 0.1 over the strip alone: the text's anti-aliasing may move, not a glyph or the mark. */
const MAX_STRIP_MISMATCHED_SHARE = 0.002;
const LOOK_DIR = path.join(tmpdir(), "twend-dp-footer-logo");

let server: RunningServer;
let browser: Browser;
let campaign: SeededCampaign;
let photo: Buffer;

beforeAll(async () => {
  [server, browser, photo] = await Promise.all([
    startServer(),
    launchBrowser(),
    sharp({ create: { width: 600, height: 400, channels: 3, background: "#ff00ff" } })
      .png()
      .toBuffer(),
  ]);
  campaign = await topTrendingCampaign(server.origin);
  await mkdir(LOOK_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function generate(page: Page, phone: boolean): Promise<void> {
  await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  if (campaign.include_text) await page.getByLabel("Your name").fill("Ada");
  if (phone) await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText("Loading preview...").waitFor({ state: "hidden" });
  await page.getByRole("button", { name: "Generate DP" }).click();
  await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
}

async function download(page: Page): Promise<Buffer> {
  const downloading = page.waitForEvent("download");
  // A link holding the PNG, or a button that saves it: either way the browser downloads a file.
  await page
    .getByRole("link", { name: "Download", exact: true })
    .or(page.getByRole("button", { name: "Download", exact: true }))
    .click();
  const file = await (await downloading).path();
  return readFile(file);
}

/** The rows from `top` down. */
function rowsFrom(image: RgbaImage, top: number): RgbaImage {
  return { data: image.data.subarray(top * image.width * 4), width: image.width, height: image.height - top };
}

/** The server's footer for a background of this size: the strip depends on nothing else. */
async function serverStrip(width: number, height: number): Promise<RgbaImage> {
  const background = await sharp({ create: { width, height, channels: 3, background: "#1e40af" } })
    .png()
    .toBuffer();
  const dp = await renderDp({
    design: {
      avatar_x: 0,
      avatar_y: 0,
      avatar_size: 10,
      avatar_shape: "circle",
      avatar_color: "#ffffff",
      text_x: 250,
      text_y: 250,
      text_font: "Arial",
      text_size: 40,
      text_color: "#ffffff",
      include_text: false,
    },
    background,
    name: "",
    footer: { host: new URL(server.origin).host },
  });
  return rowsFrom(await decodeRgba(dp.bytes), height);
}

describe("the downloaded DP's footer", () => {
  it.each([
    { label: "phone", width: 390, height: 844, phone: true },
    { label: "desktop", width: 1280, height: 800, phone: false },
  ])("carries 'Made with' and the Twend mark at $width x $height", async ({ label, width, height, phone }) => {
    const page = await browser.newPage({ viewport: { width, height }, acceptDownloads: true });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await generate(page, phone);
    const png = await download(page);
    await page.screenshot({ path: path.join(LOOK_DIR, `${label}-result.png`) });
    await page.close();

    const image = await decodeRgba(png);
    const strip = footerHeight(campaign.background_height);
    expect({ width: image.width, height: image.height }).toEqual({ width: campaign.background_width, height: campaign.background_height + strip });
    await writeFile(
      path.join(LOOK_DIR, `${label}-footer.png`),
      await sharp(png).extract({ left: 0, top: campaign.background_height, width: image.width, height: strip }).png().toBuffer(),
    );

    const { mark, text } = readFooter(image, campaign.background_height);
    if (!mark || !text) throw new Error(`The footer has no ${mark ? "text" : "Twend mark"}: see ${LOOK_DIR}`);
    // Half the strip high, square, on the strip's middle row, right of 'Made with'.
    const side = strip / 2;
    for (const extent of [mark.right - mark.left + 1, mark.bottom - mark.top + 1]) {
      expect(extent).toBeGreaterThanOrEqual(side - 2);
      expect(extent).toBeLessThanOrEqual(side + 1);
    }
    expect(Math.abs((mark.top + mark.bottom + 1) / 2 - (campaign.background_height + strip / 2))).toBeLessThanOrEqual(1);
    expect(text.right).toBeLessThan(mark.left);
    expect(markSampleMisses(image, mark, MAX_MARK_COLOUR_DELTA)).toEqual([]);

    // The same strip as the server draws it: 'Made with' and the mark, with no host written.
    const diff = compareImages(rowsFrom(image, campaign.background_height), await serverStrip(campaign.background_width, campaign.background_height));
    expect(diff.mismatchedShare).toBeLessThanOrEqual(MAX_STRIP_MISMATCHED_SHARE);
    expect(errors).toEqual([]);
  });
});
