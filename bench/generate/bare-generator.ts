import { footerHeight } from "@twend/composition";
import type { Page } from "playwright-core";

/** The same-run baseline's address: answered by the bench (page.route), on the app's origin so the background loads as the app's does. */
export const BARE_PATH = "/__bench/bare-generator";

interface CampaignDesign {
  background_image_url: string;
  avatar_x: number;
  avatar_y: number;
  avatar_size: number;
  text_x: number;
  text_y: number;
  text_size: number;
  text_color: string;
  background_height: number;
}

/** The Twend's design as the public API gives it to the page. */
export async function fetchDesign(origin: string, shortId: string): Promise<CampaignDesign> {
  const response = await fetch(`${origin}/api/campaigns/${shortId}`);
  if (!response.ok) throw new Error(`GET /api/campaigns/${shortId} answered ${response.status}`);
  return ((await response.json()) as { data: CampaignDesign }).data;
}

/**
 * Runs in the bare generator's worker: decodes the background and loads the fonts when it starts;
 * each message (the photo File) is decoded, drawn full size (background, round photo, name,
 * footer strip) and answered with the PNG.
 */
function bareWorker(origin: string, design: CampaignDesign, name: string, footer: number): string {
  const config = JSON.stringify({ origin, design, name, footer });
  return `
const { origin, design, name, footer } = ${config};
// A blob: worker has no base URL for the background's path.
const background = fetch(new URL(design.background_image_url, origin)).then((r) => r.blob()).then((b) => createImageBitmap(b));
// The first text drawn on a thread loads its fonts: done ahead, as the app loads its fonts ahead.
const warm = new OffscreenCanvas(1, 1).getContext("2d");
for (const font of ["bold 40px sans-serif", "32px sans-serif"]) {
  warm.font = font;
  warm.fillText(name + " Made with Twend", 0, 0);
}
background.then(() => postMessage("ready"));
onmessage = async (event) => {
  const [bg, photo] = await Promise.all([background, createImageBitmap(event.data, { imageOrientation: "from-image" })]);
  const canvas = new OffscreenCanvas(bg.width, bg.height + footer);
  const ctx = canvas.getContext("2d");
  const scale = bg.width / 500;
  ctx.drawImage(bg, 0, 0);
  const size = design.avatar_size * scale;
  const side = Math.min(photo.width, photo.height);
  ctx.save();
  ctx.beginPath();
  ctx.arc(design.avatar_x * scale + size / 2, design.avatar_y * scale + size / 2, size / 2, 0, Math.PI * 2);
  ctx.clip();
  ctx.drawImage(photo, (photo.width - side) / 2, (photo.height - side) / 2, side, side, design.avatar_x * scale, design.avatar_y * scale, size, size);
  ctx.restore();
  ctx.fillStyle = design.text_color;
  ctx.font = "bold " + design.text_size * scale + "px sans-serif";
  ctx.textAlign = "center";
  ctx.fillText(name, design.text_x * scale, design.text_y * scale);
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, bg.height, bg.width, footer);
  ctx.fillStyle = "#334155";
  ctx.font = footer * 0.4 + "px sans-serif";
  ctx.fillText("Made with Twend", bg.width / 2, bg.height + footer * 0.62);
  photo.close();
  postMessage(await canvas.convertToBlob({ type: "image/png" }));
};`;
}

/**
 * A generator with no framework and no pre-compose, as the open-source peers do it: a plain
 * page whose click hands the photo to a worker that draws the DP, then puts the PNG in the
 * Download link. The worker because headless Chromium encodes a main-thread canvas in an idle
 * period, which a page that draws no frames waits about a second for. The floor a page that
 * draws on the click can be held to.
 */
function barePage(origin: string, design: CampaignDesign, name: string): string {
  // Escaped so no text in the design can close the script element.
  const workerSource = JSON.stringify(bareWorker(origin, design, name, footerHeight(design.background_height))).replaceAll("<", "\\u003c");
  const script = `
const worker = new Worker(URL.createObjectURL(new Blob([${workerSource}], { type: "text/javascript" })));
const link = document.getElementById("download");
worker.onmessage = (event) => {
  if (event.data === "ready") {
    window.__bareReady = true;
    return;
  }
  link.href = URL.createObjectURL(event.data);
  link.hidden = false;
};
document.getElementById("go").addEventListener("click", () => worker.postMessage(document.getElementById("photo").files[0]));`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare generator</title></head>
<body style="font-family: sans-serif; padding: 24px">
<input id="photo" type="file" accept="image/*"><br><br>
<button id="go" style="width: 100%; padding: 16px">Generate DP</button><br><br>
<a id="download" download="dp.png" hidden style="display: block; padding: 16px; text-align: center">Download</a>
<script type="module">${script}</script></body></html>`;
}

/** Serves the bare generator for `page` at BARE_PATH and opens it once the background is decoded. */
export async function openBareGenerator(page: Page, origin: string, design: CampaignDesign, name: string): Promise<void> {
  await page.route(origin + BARE_PATH, (route) => route.fulfill({ contentType: "text/html", body: barePage(origin, design, name) }));
  await page.goto(origin + BARE_PATH);
  await page.waitForFunction(() => (window as { __bareReady?: boolean }).__bareReady === true, null, { polling: 20 });
}
