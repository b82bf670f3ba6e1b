import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { layoutDp } from "@twend/composition";
import { FACE_PHOTO_SET, decodeRgba, makeFacePhoto, type FacePhoto, type RgbaImage } from "@twend/composition/testing";
import type { Browser, Page, Route } from "playwright-core";
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
// A visitor who turns, zooms and drags the photo while the detector still works keeps exactly
// what they made: the face it finds afterwards is offered, not applied.

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

/** The preview's canvas as the page has it (this project's types have no DOM): 300 wide until it first draws. */
interface PreviewCanvas {
  width: number;
  toDataURL(): string;
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

  it("keeps every turn, zoom and drag made while the detector works at 1280x800, and only offers the face it finds after", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    // The detector's model and runtime are held back until the visitor is done: it is still working throughout.
    const held: Route[] = [];
    let release = (): void => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(DETECTOR_FILES, async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    await page.locator('input[type="file"]').setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo.jpeg });
    if (campaign.include_text) await page.getByLabel("Your name").fill(NAME);
    await expect.poll(() => held.length).toBeGreaterThan(0);

    const preview = page.getByRole("img", { name: /Preview of your DP\. .*\[ and \] rotate/ });
    const rotation = page.getByRole("slider", { name: "Rotation" });
    const zoom = page.getByRole("slider", { name: "Zoom" });
    const pixels = () => preview.evaluate((canvas) => (canvas as unknown as PreviewCanvas).toDataURL());
    // Keys: a quarter turn and two single degrees, and a quarter step of zoom.
    await preview.focus();
    await preview.press("BracketRight");
    for (let step = 0; step < 2; step++) await preview.press("Shift+BracketRight");
    await preview.press("+");
    // The wheel with Shift: 100 px of scroll turns the photo 5 degrees.
    const box = await preview.boundingBox();
    if (!box) throw new Error("the preview is not on screen");
    // The middle of the slot on screen, where a drag takes hold of the photo.
    const layout = layoutDp({
      design: campaign,
      background: { width: campaign.background_width, height: campaign.background_height },
      name: campaign.include_text ? NAME : "",
      footer: { host: new URL(server.origin).host },
    });
    const slot = layout.photoWindow;
    const centre = {
      x: box.x + ((slot.x + slot.width / 2) / layout.width) * box.width,
      y: box.y + ((slot.y + slot.height / 2) / layout.height) * box.height,
    };
    await page.mouse.move(centre.x, centre.y);
    await page.keyboard.down("Shift");
    await page.mouse.wheel(0, 100);
    await page.keyboard.up("Shift");
    await expect.poll(() => rotation.inputValue()).toBe("97");
    expect(await zoom.inputValue()).toBe("1.25");
    // A drag once the slot is drawn (where the pointer lands must be inside it): the photo moves with it.
    await expect.poll(() => preview.evaluate((canvas) => (canvas as unknown as PreviewCanvas).width)).not.toBe(300);
    const beforeDrag = await pixels();
    await page.mouse.down();
    await page.mouse.move(centre.x + 30, centre.y + 10, { steps: 5 });
    await page.mouse.up();
    await expect.poll(pixels).not.toBe(beforeDrag);
    const made = await pixels();
    await page.getByText("Looking for your face…").waitFor();

    release();
    await page.getByText("We found your face.").waitFor({ timeout: 30_000 });
    const offer = page.getByRole("button", { name: "Place on face" });
    await offer.waitFor();
    await page.screenshot({ path: path.join(LOOK_DIR, "desktop-face-offered.png") });
    expect(await rotation.inputValue()).toBe("97");
    expect(await zoom.inputValue()).toBe("1.25");
    // The preview is drawn from the transform alone: the same pixels are the same transform, to the last offset.
    expect(await pixels()).toBe(made);

    await offer.click();
    await page.getByRole("button", { name: "Whole photo" }).waitFor();
    expect(Number(await zoom.inputValue())).toBeGreaterThan(1.5);
    await page.close();
    expect(errors).toEqual([]);
  });

  it("on a phone saving data fetches nothing of the detector until the visitor asks, says so, and places the face once asked", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, acceptDownloads: true });
    // Chromium reports Save-Data (Lite mode, a data saver) through the Network Information API.
    await page.addInitScript({
      content: `Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ saveData: true, effectiveType: "4g", addEventListener() {}, removeEventListener() {} }) });`,
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const requested: string[] = [];
    page.context().on("request", (request) => requested.push(request.url()));
    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    await page.locator('input[type="file"]').setInputFiles({ name: "me.jpg", mimeType: "image/jpeg", buffer: photo.jpeg });
    if (campaign.include_text) await page.getByLabel("Your name").fill(NAME);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("To save data, your face is found only when you ask.").waitFor();
    const zoom = page.getByRole("slider", { name: "Zoom" });
    expect(await zoom.inputValue()).toBe("1");
    await page.getByText("To save data, your face is found only when you ask.").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(LOOK_DIR, "phone-save-data.png") });

    const whole = await generateAndDownload(page);
    expect(skinInSlotCentre(whole)).toBeLessThan(0.1);
    expect(requested.filter((url) => DETECTOR_FILES.test(url))).toEqual([]);

    await page.getByRole("button", { name: "Place on face" }).click();
    await page.getByText("We found your face.").waitFor({ timeout: 30_000 });
    await page.getByRole("button", { name: "Whole photo" }).waitFor();
    expect(requested.filter((url) => DETECTOR_FILES.test(url)).length).toBeGreaterThan(0);
    expect(Number(await zoom.inputValue())).toBeGreaterThan(1.5);
    await page.close();
    expect(errors).toEqual([]);
  });
});
