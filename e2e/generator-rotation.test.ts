import { mkdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PhotoTransform } from "@twend/composition";
import { compareImages, decodeRgba, diffPng, makeImage } from "@twend/composition/testing";
import type { DpRenderDto } from "@twend/shared";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";
import { type SeededTwend, topTrendingTwend } from "./support/seeded-twend.ts";
import { openTwendPage } from "./support/twend-page.ts";

// A visitor turns their photo a quarter turn with the button and a few degrees more, by the
// slider on a phone and by the preview's keys on a desktop; the PNG they download is the one the
// server renders from the same photo and transform (POST /api/generate-dp), within the limits
// the composition parity test holds the two drawings to.

/** The parity test's limits (e2e/composition-parity.test.ts): pixelmatch at threshold 0.1, anti-aliased pixels ignored. */
const MAX_MISMATCHED_SHARE = 0.001;
const MIN_WITHIN_2_SHARE = 0.99;
const LOOK_DIR = path.join(tmpdir(), "twend-generator-rotation");
const NAME = "Ada";

let server: RunningServer;
let browser: Browser;
let twend: SeededTwend;
let photo: Buffer;

beforeAll(async () => {
  // A photo-like picture with gradients, shapes and texture, landscape, so a wrong turn, pan or zoom shows.
  [server, browser, photo] = await Promise.all([startServer(), launchBrowser(), makeImage({ width: 900, height: 600, kind: "photo", seed: 21, format: "png" })]);
  twend = await topTrendingTwend(server.origin);
  await mkdir(LOOK_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function download(page: Page): Promise<Buffer> {
  const downloading = page.waitForEvent("download");
  await page
    .getByRole("link", { name: "Download", exact: true })
    .or(page.getByRole("button", { name: "Download", exact: true }))
    .click();
  return readFile(await (await downloading).path());
}

/** The server's render of the same photo, name and transform, as the generator's fallback asks for it. */
async function serverRender(transform: PhotoTransform, sessionId: string): Promise<Buffer> {
  const body = {
    campaign_id: twend.id,
    user_name: twend.include_text ? NAME : "",
    photo_url: `data:image/png;base64,${photo.toString("base64")}`,
    session_id: sessionId,
    photo_transform: transform,
  };
  const started = await fetch(`${server.origin}/api/generate-dp`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(started.status).toBe(200);
  let render = ((await started.json()) as { data: DpRenderDto }).data;
  for (let attempt = 0; render.status !== "done"; attempt++) {
    if (render.status === "failed" || attempt > 240) throw new Error(`The server's render ${render.render_id} is ${render.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    render = ((await (await fetch(`${server.origin}/api/dp-renders/${render.render_id}`)).json()) as { data: DpRenderDto }).data;
  }
  if (!render.result_url) throw new Error(`The server's render ${render.render_id} is done without a result`);
  return Buffer.from(await (await fetch(new URL(render.result_url, server.origin))).arrayBuffer());
}

describe("a rotated photo", () => {
  it.each([
    { label: "phone", width: 390, height: 844, phone: true, transform: { zoom: 1, offsetX: 0, offsetY: 0, rotation: 83 } },
    { label: "desktop", width: 1280, height: 800, phone: false, transform: { zoom: 1.25, offsetX: 0.1, offsetY: 0, rotation: 97 } },
  ])("downloads as the server renders it at $width x $height", async ({ label, width, height, phone, transform }) => {
    const page = await browser.newPage({ viewport: { width, height }, acceptDownloads: true });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openTwendPage(page, `${server.origin}/campaign/${twend.short_id}`);
    await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    if (twend.include_text) await page.getByLabel("Your name").fill(NAME);
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
    const [downloaded, rendered, unturned] = await Promise.all([
      download(page),
      serverRender(transform, `rotation-e2e-${label}`),
      serverRender({ ...transform, rotation: 0 }, `rotation-e2e-${label}-unturned`),
    ]);
    await page.close();

    const [mine, theirs, theirsUnturned] = await Promise.all([decodeRgba(downloaded), decodeRgba(rendered), decodeRgba(unturned)]);
    // The turn is plain to see: the same photo unturned is far outside the limits.
    expect(compareImages(mine, theirsUnturned).mismatchedShare).toBeGreaterThan(10 * MAX_MISMATCHED_SHARE);
    const diff = compareImages(mine, theirs);
    if (diff.mismatchedShare > MAX_MISMATCHED_SHARE || diff.within2Share < MIN_WITHIN_2_SHARE) {
      await writeFile(path.join(LOOK_DIR, `${label}-browser.png`), downloaded);
      await writeFile(path.join(LOOK_DIR, `${label}-server.png`), rendered);
      await writeFile(path.join(LOOK_DIR, `${label}-diff.png`), await diffPng(diff, mine.width, mine.height));
      console.log(`${label}: the download and the server's render differ, images in ${LOOK_DIR}`);
    }
    expect(diff.mismatchedShare).toBeLessThanOrEqual(MAX_MISMATCHED_SHARE);
    expect(diff.within2Share).toBeGreaterThanOrEqual(MIN_WITHIN_2_SHARE);
    expect(errors).toEqual([]);
  });
});
