import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { layoutDp } from "@twend/composition";
import { FACE_PHOTO_SET, decodeRgba, makeFacePhoto, type FacePhoto, type RgbaImage } from "@twend/composition/testing";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { downloadDp } from "./support/server-render.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";
import { type SeededCampaign, topTrendingCampaign } from "./support/seeded-campaign.ts";
import { openCampaignPage } from "./support/campaign-page.ts";

// A visitor on a phone picks an upright photo with the person high and to the left: the photo
// places itself so the face fills the avatar slot, and the PNG they download shows the face
// there. "Whole photo" puts it back as picked (the slot then shows the spacesuit), and
// "Place on face" puts it on the face again. The detector is fetched only after the pick.

const LOOK_DIR = path.join(tmpdir(), "twend-generator-face");
const NAME = "Ada";
const DETECTOR_FILES = /face\.worker|tfjs-backend-wasm|tiny_face_detector|face_landmark/;

let server: RunningServer;
let browser: Browser;
let campaign: SeededCampaign;
let photo: FacePhoto;

beforeAll(async () => {
  const recipe = FACE_PHOTO_SET.find((candidate) => candidate.label.startsWith("upright phone photo"));
  if (!recipe) throw new Error("the face photo set has no upright phone photo");
  [server, browser, photo] = await Promise.all([startServer(), launchBrowser(), makeFacePhoto(recipe)]);
  campaign = await topTrendingCampaign(server.origin);
  await mkdir(LOOK_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The astronaut's skin in the portrait (about 200-230 red, 155-195 green, 125-170 blue). */
function isSkin(red: number, green: number, blue: number): boolean {
  return red >= 170 && red - blue >= 35 && green > blue && green < red;
}

/** The share of skin-coloured pixels in the middle of the avatar slot, a tenth of the slot across. */
function skinInSlotCentre(dp: RgbaImage): number {
  const { avatar } = layoutDp({ design: campaign, background: { width: campaign.background_width, height: campaign.background_height }, name: "", footer: { host: "" } });
  const half = avatar.width / 20;
  const centreX = avatar.x + avatar.width / 2;
  const centreY = avatar.y + avatar.height / 2;
  let skin = 0;
  let all = 0;
  for (let y = Math.round(centreY - half); y <= centreY + half; y++) {
    for (let x = Math.round(centreX - half); x <= centreX + half; x++) {
      const at = (y * dp.width + x) * 4;
      all++;
      if (isSkin(dp.data[at] ?? 0, dp.data[at + 1] ?? 0, dp.data[at + 2] ?? 0)) skin++;
    }
  }
  return skin / all;
}

async function generateAndDownload(page: Page): Promise<RgbaImage> {
  await page.getByRole("button", { name: "Generate DP" }).click();
  await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
  const dp = await decodeRgba(await downloadDp(page));
  await page.getByRole("button", { name: "Adjust photo" }).click();
  return dp;
}

describe("a photo with a face", () => {
  it("lands on the face in the slot by itself at 390x844, and the visitor can put it back as picked and on the face again", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, acceptDownloads: true });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    expect(requested.filter((url) => DETECTOR_FILES.test(url))).toEqual([]);

    await page.locator('input[type="file"]').setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo.jpeg });
    if (campaign.include_text) await page.getByLabel("Your name").fill(NAME);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("We found your face.").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Whole photo" }).waitFor();
    expect(requested.filter((url) => DETECTOR_FILES.test(url)).length).toBeGreaterThan(0);
    const zoom = page.getByRole("slider", { name: "Zoom" });
    expect(Number(await zoom.inputValue())).toBeGreaterThan(1.5);
    await page.screenshot({ path: path.join(LOOK_DIR, "phone-placed.png") });

    const placed = await generateAndDownload(page);
    expect(skinInSlotCentre(placed)).toBeGreaterThan(0.6);

    await page.getByRole("button", { name: "Whole photo" }).click();
    await expect.poll(() => zoom.inputValue()).toBe("1");
    const whole = await generateAndDownload(page);
    expect(skinInSlotCentre(whole)).toBeLessThan(0.1);

    await page.getByRole("button", { name: "Place on face" }).click();
    await page.getByRole("button", { name: "Whole photo" }).waitFor();
    expect(Number(await zoom.inputValue())).toBeGreaterThan(1.5);
    await page.screenshot({ path: path.join(LOOK_DIR, "phone-placed-again.png") });
    await page.close();
    expect(errors).toEqual([]);
  });
});
