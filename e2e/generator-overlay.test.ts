import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PhotoTransform } from "@twend/composition";
import { decodeRgba, makeImage, type RgbaImage, PARITY_LIMITS } from "@twend/composition/testing";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { publishOverlayCampaign } from "./support/overlay-campaign.ts";
import { compareWithServer, downloadDp, serverRender } from "./support/server-render.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";
import { openCampaignPage } from "./support/campaign-page.ts";

// An overlay Twend: its artwork, a PNG with a transparent window and a ribbon across it, is drawn
// over the visitor's photo, which fills the whole picture beneath. The download shows the frame's
// opaque pixels as they are and the photo through the window, and equals the server's render of
// the same photo and transform within the parity limits.

const LOOK_DIR = path.join(tmpdir(), "twend-generator-overlay");
const FRAME = { width: 800, height: 1000 };
const NAME = "Grace";

let server: RunningServer;
let browser: Browser;
let frame: Buffer;
let photo: Buffer;
let campaign: { id: number; short_id: string };

beforeAll(async () => {
  [server, browser, frame, photo] = await Promise.all([
    startServer(),
    launchBrowser(),
    makeImage({ ...FRAME, kind: "frame", seed: 5, format: "png" }),
    makeImage({ width: 900, height: 600, kind: "photo", seed: 22, format: "png" }),
  ]);
  campaign = await publishOverlayCampaign(browser, server.origin, frame, "frame-maker@example.com");
  await mkdir(LOOK_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The photo as an untouched overlay transform places it (turned first): cover-fitted to the whole artwork, centred. */
async function coverFitted(rotation: number): Promise<RgbaImage> {
  const turned = await sharp(photo).rotate(rotation).png().toBuffer();
  return decodeRgba(
    await sharp(turned)
      .resize({ ...FRAME, fit: "cover", position: "centre" })
      .png()
      .toBuffer(),
  );
}

/**
 * How the download compares with `expected` over the artwork's pixels of alpha `alpha`: the mean RGB channel difference,
 * and the share of those pixels within 3 levels on every channel.
 */
function compareWhere(download: RgbaImage, expected: RgbaImage, artwork: RgbaImage, alpha: number): { mean: number; within3Share: number } {
  let total = 0;
  let within3 = 0;
  let pixels = 0;
  for (let y = 0; y < FRAME.height; y++) {
    for (let x = 0; x < FRAME.width; x++) {
      if (artwork.data[(y * FRAME.width + x) * 4 + 3] !== alpha) continue;
      const mine = (y * download.width + x) * 4;
      const theirs = (y * expected.width + x) * 4;
      let worst = 0;
      for (let c = 0; c < 3; c++) {
        const delta = Math.abs((download.data[mine + c] ?? 0) - (expected.data[theirs + c] ?? 0));
        total += delta;
        worst = Math.max(worst, delta);
      }
      if (worst <= 3) within3++;
      pixels++;
    }
  }
  if (pixels === 0) throw new Error(`The artwork has no pixel of alpha ${alpha}`);
  return { mean: total / (pixels * 3), within3Share: within3 / pixels };
}

describe("an overlay Twend", () => {
  it.each([
    { label: "phone", width: 390, height: 844, phone: true, transform: { zoom: 1, offsetX: 0, offsetY: 0, rotation: -90 } },
    { label: "desktop", width: 1280, height: 800, phone: false, transform: { zoom: 1, offsetX: 0, offsetY: 0, rotation: 0 } },
  ])("draws its frame over the photo and downloads as the server renders it at $width x $height", async ({ label, width, height, phone, transform }) => {
    const page = await browser.newPage({ viewport: { width, height }, acceptDownloads: true });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await page.getByLabel("Your name").fill(NAME);
    if (phone) await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Loading preview...").waitFor({ state: "hidden" });
    // The texts speak of the frame, not of a slot.
    await page.getByText("Drag your photo under the frame to move it;").waitFor();
    await page.getByRole("img", { name: /^Preview of your DP\. Drag your photo under the frame to move it, / }).waitFor();
    if (transform.rotation !== 0) {
      await page.getByRole("button", { name: "Rotate left" }).click();
      await page.getByRole("group", { name: "Adjust your photo" }).getByText(`${transform.rotation}°`, { exact: true }).waitFor();
    }
    await page.screenshot({ path: path.join(LOOK_DIR, `${label}-adjust.png`) });

    await page.getByRole("button", { name: "Generate DP" }).click();
    await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
    const request = { origin: server.origin, campaignId: campaign.id, name: NAME, photo, transform: transform satisfies PhotoTransform };
    const [downloaded, rendered] = await Promise.all([downloadDp(page), serverRender({ ...request, sessionId: `overlay-e2e-${label}` })]);
    await page.close();

    const [download, artwork, photoBeneath] = await Promise.all([decodeRgba(downloaded), decodeRgba(frame), coverFitted(transform.rotation)]);
    expect({ width: download.width, height: download.height > FRAME.height }).toEqual({ width: FRAME.width, height: true });
    // The frame's opaque pixels are drawn as they are, over the photo: all of them but the name's.
    expect(compareWhere(download, artwork, artwork, 255).within3Share).toBeGreaterThan(0.97);
    // Through the window, the photo placed as the transform says (libvips' resampling is not Skia's, hence a mean
    // rather than every pixel), and not the photo turned another way.
    const throughWindow = compareWhere(download, photoBeneath, artwork, 0).mean;
    expect(throughWindow).toBeLessThan(5);
    expect(compareWhere(download, await coverFitted(transform.rotation + 90), artwork, 0).mean).toBeGreaterThan(4 * throughWindow);

    const diff = await compareWithServer(downloaded, rendered, LOOK_DIR, label);
    expect(diff.mismatchedShare).toBeLessThanOrEqual(PARITY_LIMITS.maxMismatchedShare);
    expect(diff.within2Share).toBeGreaterThanOrEqual(PARITY_LIMITS.minWithin2Share);
    expect(errors).toEqual([]);
  });

  it("shows its frame over a sample photo on its link-preview card, not over a transparent hole", async () => {
    const html = await (await fetch(`${server.origin}/campaign/${campaign.short_id}`)).text();
    const cardUrl = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(cardUrl).toMatch(/\/og\/campaign\//);
    const response = await fetch(new URL(cardUrl ?? "", server.origin));
    expect(response.headers.get("content-type")).toBe("image/png");
    const card = await decodeRgba(Buffer.from(await response.arrayBuffer()));
    expect({ width: card.width, height: card.height }).toEqual({ width: 1200, height: 630 });
    // The sample photo's gradient runs from amber to pink; no colour of this frame (greens and amber) nor the
    // card's dark backdrop is pink, so pink pixels are the sample showing through the window.
    let pink = 0;
    for (let i = 0; i < card.data.length; i += 4) {
      const [r = 0, g = 0, b = 0] = [card.data[i], card.data[i + 1], card.data[i + 2]];
      if (r > 225 && b > 170 && g < 200) pink++;
    }
    expect(pink / (card.width * card.height)).toBeGreaterThan(0.01);
  });
});
