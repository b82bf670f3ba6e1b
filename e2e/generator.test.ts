import { readFile } from "node:fs/promises";
import { dpFileName, footerHeight } from "@twend/composition";
import type { Browser, Page } from "playwright-core";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";
import { type SeededCampaign, topTrendingCampaign } from "./support/seeded-campaign.ts";
import { openCampaignPage } from "./support/campaign-page.ts";

let server: RunningServer;
let browser: Browser;
let campaign: SeededCampaign;
let magenta: Buffer;

const NAME = "Ada";

beforeAll(async () => {
  [server, browser, magenta] = await Promise.all([
    startServer(),
    launchBrowser(),
    sharp({ create: { width: 600, height: 400, channels: 3, background: "#ff00ff" } })
      .png()
      .toBuffer(),
  ]);
  campaign = await topTrendingCampaign(server.origin);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The link a visitor shares: at the address of the language they read the page in, English here. */
function sharedLink(): string {
  return `${server.origin}/en/campaign/${campaign.short_id}`;
}

/** The creator's template filled in; without one, the caption the page composed from the Twend, which opens with the spec's share line. */
async function expectedShareText(page: Page): Promise<string> {
  const link = sharedLink();
  if (campaign.caption_template?.trim()) {
    const name = campaign.include_text ? NAME : "";
    return campaign.caption_template.replaceAll("{name}", name).replaceAll("{title}", campaign.title).replaceAll("{link}", link).trim();
  }
  const composed = await page.getByRole("region", { name: "Caption" }).locator("p").innerText();
  expect(composed.startsWith(`Check out my new DP created with ${campaign.title}`)).toBe(true);
  expect(composed).toContain(link);
  return composed;
}

async function pixel(image: Sharp, x: number, y: number): Promise<[number, number, number]> {
  const { data } = await image
    .clone()
    .extract({ left: Math.round(x), top: Math.round(y), width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [data[0]!, data[1]!, data[2]!];
}

/** A page that records Content-Security-Policy violations and page errors: the worker and fonts must run under the app's CSP. */
async function openGenerator(width: number, height: number): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage({ viewport: { width, height }, acceptDownloads: true });
  const problems: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
  return { page, problems };
}

async function fillInputs(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: magenta });
  if (campaign.include_text) await page.getByLabel("Your name").fill(NAME);
}

/** Runs in the page (a string, since the e2e project is typed without the DOM): notes any sign of the result panel's loading fallback. */
const WATCH_FOR_FALLBACK = `
  window.resultFallbackSeen = false;
  const fallback = (node) => node.textContent?.includes("Loading your DP's actions") ?? false;
  new MutationObserver((records) => {
    if (records.some((record) => [...record.addedNodes].some(fallback)) || fallback(document.body)) window.resultFallbackSeen = true;
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
`;

/**
 * One click on Generate, until the result shows. From just before the click, every change to the
 * page is watched for the result panel's loading fallback, which must never appear: the panel
 * renders with the result itself.
 */
async function generateOnce(page: Page): Promise<void> {
  await page.evaluate(WATCH_FOR_FALLBACK);
  await page.getByRole("button", { name: "Generate DP" }).click();
  await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
  expect(await page.evaluate("window.resultFallbackSeen")).toBe(false);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The Download control is a link that already holds the finished PNG: a blob: URL under the DP's
 * file name. What a click on it saves must be a PNG (by its bytes) of the DP's size, with the
 * photo in the slot. (The app's CSP lets no script fetch a blob: URL, so the bytes are read from
 * the download itself.)
 */
async function downloadAndCheck(page: Page): Promise<Buffer> {
  const link = page.getByRole("link", { name: "Download", exact: true });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^blob:/);
  const fileName = dpFileName(campaign.include_text ? NAME : "", campaign.title);
  expect(await link.getAttribute("download")).toBe(fileName);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.url()).toBe(href);
  expect(download.suggestedFilename()).toBe(fileName);
  const png = await readFile(await download.path());
  expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  const image = sharp(png);
  const meta = await image.metadata();
  expect(meta.format).toBe("png");
  expect(meta.width).toBe(campaign.background_width);
  // FOOTER_RULE: the strip is added below the background.
  expect(meta.height).toBe(campaign.background_height + footerHeight(campaign.background_height));

  const scaleX = campaign.background_width / 500;
  const scaleY = campaign.background_height / 500;
  const size = campaign.avatar_size * Math.min(scaleX, scaleY);
  const [r, g, b] = await pixel(image, campaign.avatar_x * scaleX + size / 2, campaign.avatar_y * scaleY + size / 2);
  expect(r).toBeGreaterThan(200);
  expect(g).toBeLessThan(60);
  expect(b).toBeGreaterThan(200);
  expect(await pixel(image, 2, meta.height! - 2)).toEqual([255, 255, 255]);
  return png;
}

async function checkShareLinks(page: Page): Promise<void> {
  const text = await expectedShareText(page);
  const link = sharedLink();
  const whatsapp = new URL((await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href"))!);
  expect(whatsapp.searchParams.get("text")).toBe(text.includes(link) ? text : `${text} ${link}`);
  const twitter = new URL((await page.getByRole("link", { name: "Twitter" }).getAttribute("href"))!);
  expect(twitter.searchParams.get("text")).toBe(text);
  if (!text.includes(link)) expect(twitter.searchParams.get("url")).toBe(link);
}

describe("public generator", () => {
  it("walks the three steps on a 390 px phone, downloads the PNG and starts again", async () => {
    const { page, problems } = await openGenerator(390, 844);
    await page.getByRole("heading", { name: "Add your photo" }).waitFor();
    const next = page.getByRole("button", { name: "Continue" });
    expect(await next.isDisabled()).toBe(true);
    await fillInputs(page);
    await next.click();
    await page.getByRole("heading", { name: "Adjust and generate" }).waitFor();
    await page.getByText("Loading preview...").waitFor({ state: "hidden" });
    await generateOnce(page);

    await checkShareLinks(page);
    await downloadAndCheck(page);

    await page.getByRole("button", { name: "Create Another DP" }).click();
    await page.getByRole("heading", { name: "Add your photo" }).waitFor();
    expect(await page.getByRole("button", { name: "Continue" }).isDisabled()).toBe(true);
    expect(await page.getByText("Upload your photo").count()).toBe(1);
    if (campaign.include_text) expect(await page.getByLabel("Your name").inputValue()).toBe("");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("generates from the two-column page on a 1280 px screen, shares with the right text, and draws the same DP in the dark scheme", async () => {
    const { page, problems } = await openGenerator(1280, 900);
    const generate = page.getByRole("button", { name: "Generate DP" });
    await generate.waitFor();
    expect(await generate.isDisabled()).toBe(true);
    await fillInputs(page);
    await page.getByText("Loading preview...").waitFor({ state: "hidden" });
    await generateOnce(page);

    const drawnInLight = await downloadAndCheck(page);
    await page.getByRole("button", { name: "Share on Social Media" }).click();
    const dialog = page.getByRole("dialog", { name: "Share on Social Media" });
    const facebook = new URL((await dialog.getByRole("link", { name: "Facebook" }).getAttribute("href"))!);
    expect(facebook.searchParams.get("u")).toBe(sharedLink());
    await page.keyboard.press("Escape");
    await checkShareLinks(page);

    await page.getByRole("button", { name: "Create Another DP" }).click();
    await page.getByRole("button", { name: "Generate DP" }).waitFor();
    expect(await page.getByRole("button", { name: "Generate DP" }).isDisabled()).toBe(true);

    // The page turns dark; the picture it makes does not, to the pixel.
    const pageColour = () => page.evaluate<string>("getComputedStyle(document.body).backgroundColor");
    const lightPage = await pageColour();
    await page.emulateMedia({ colorScheme: "dark" });
    expect(await pageColour()).not.toBe(lightPage);
    await fillInputs(page);
    await page.getByText("Loading preview...").waitFor({ state: "hidden" });
    await generateOnce(page);
    const drawnInDark = await downloadAndCheck(page);
    const [light, dark] = await Promise.all([sharp(drawnInLight).raw().toBuffer(), sharp(drawnInDark).raw().toBuffer()]);
    expect(dark.equals(light)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("lets a visitor report the Twend once, with a reason, from under the generator", async () => {
    const { page, problems } = await openGenerator(390, 844);
    await page.getByRole("button", { name: "Report this Twend" }).click();
    const dialog = page.getByRole("dialog", { name: "Report this Twend" });
    const send = dialog.getByRole("button", { name: "Send report" });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByRole("radio", { name: "Spam or scam" }).check();
    await dialog.getByLabel("Details (optional)").fill("Links to a scam site");
    await send.click();
    await dialog.getByText("Thank you. Your report was sent to our moderators.").waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(problems).toEqual([]);
    await page.close();
  });
});
