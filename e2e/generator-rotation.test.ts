import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { compareImages, decodeRgba, makeImage, PARITY_LIMITS } from "@twend/composition/testing";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { compareWithServer, downloadDp, serverRender } from "./support/server-render.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";
import { type SeededCampaign, topTrendingCampaign } from "./support/seeded-campaign.ts";
import { openCampaignPage } from "./support/campaign-page.ts";

// A visitor turns their photo a quarter turn with the button and a few degrees more, by the
// slider on a phone and by the preview's keys on a desktop; the PNG they download is the one the
// server renders from the same photo and transform (POST /api/generate-dp), within the limits
// the composition parity test holds the two drawings to.

const LOOK_DIR = path.join(tmpdir(), "twend-generator-rotation");
const NAME = "Ada";

let server: RunningServer;
let browser: Browser;
let campaign: SeededCampaign;
let photo: Buffer;

beforeAll(async () => {
  // A photo-like picture with gradients, shapes and texture, landscape, so a wrong turn, pan or zoom shows.
  [server, browser, photo] = await Promise.all([startServer(), launchBrowser(), makeImage({ width: 900, height: 600, kind: "photo", seed: 21, format: "png" })]);
  campaign = await topTrendingCampaign(server.origin);
  await mkdir(LOOK_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("a rotated photo", () => {
  it.each([
    { label: "phone", width: 390, height: 844, phone: true, transform: { zoom: 1, offsetX: 0, offsetY: 0, rotation: 83 } },
    { label: "desktop", width: 1280, height: 800, phone: false, transform: { zoom: 1.25, offsetX: 0.1, offsetY: 0, rotation: 97 } },
  ])("downloads as the server renders it at $width x $height", async ({ label, width, height, phone, transform }) => {
    const page = await browser.newPage({ viewport: { width, height }, acceptDownloads: true });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    if (campaign.include_text) await page.getByLabel("Your name").fill(NAME);
    if (phone) await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Loading preview...").waitFor({ state: "hidden" });

    const rotation = page.getByRole("slider", { name: "Rotation" });
    await page.getByRole("button", { name: "Rotate right" }).click();
    await expect.poll(() => rotation.inputValue()).toBe("90");
    if (phone) {
      // The slider's own keys: a degree a step.
      await rotation.focus();
      for (let step = 0; step < 7; step++) await rotation.press("ArrowLeft");
    } else {
      // The preview's keys: Shift+] turns a degree, + zooms a quarter step, an arrow moves a tenth of the slot.
      const preview = page.getByRole("img", { name: /Preview of your DP\. .*\[ and \] rotate/ });
      await preview.focus();
      for (let step = 0; step < 7; step++) await preview.press("Shift+BracketRight");
      await preview.press("+");
      await preview.press("ArrowRight");
      await expect.poll(() => page.getByRole("slider", { name: "Zoom" }).inputValue()).toBe("1.25");
    }
    await expect.poll(() => rotation.inputValue()).toBe(String(transform.rotation));
    await page.getByRole("group", { name: "Adjust your photo" }).getByText(`${transform.rotation}°`, { exact: true }).waitFor();
    await page.screenshot({ path: path.join(LOOK_DIR, `${label}-adjust.png`) });

    await page.getByRole("button", { name: "Generate DP" }).click();
    await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
    const request = { origin: server.origin, campaignId: campaign.id, name: campaign.include_text ? NAME : "", photo };
    const [downloaded, rendered, unturned] = await Promise.all([
      downloadDp(page),
      serverRender({ ...request, transform, sessionId: `rotation-e2e-${label}` }),
      serverRender({ ...request, transform: { ...transform, rotation: 0 }, sessionId: `rotation-e2e-${label}-unturned` }),
    ]);
    await page.close();

    // The turn is plain to see: the same photo unturned is far outside the limits.
    const [mine, theirsUnturned] = await Promise.all([decodeRgba(downloaded), decodeRgba(unturned)]);
    expect(compareImages(mine, theirsUnturned).mismatchedShare).toBeGreaterThan(10 * PARITY_LIMITS.maxMismatchedShare);
    const diff = await compareWithServer(downloaded, rendered, LOOK_DIR, label);
    expect(diff.mismatchedShare).toBeLessThanOrEqual(PARITY_LIMITS.maxMismatchedShare);
    expect(diff.within2Share).toBeGreaterThanOrEqual(PARITY_LIMITS.minWithin2Share);
    expect(errors).toEqual([]);
  });
});
