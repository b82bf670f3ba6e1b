import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";

/** Where the review screenshots go; looked at by hand, not compared. */
const SCREENSHOTS = path.join(tmpdir(), "twend-shots", "new-campaign-link");
const VIEWPORTS = [
  { name: "phone", viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: "desktop", viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;
// With REDIS_URL the jobs wait in Redis for a worker process, and none runs here: only the API can draw the card.
const MODES = [
  { name: "jobs in process", env: (): Record<string, string> => ({}) },
  ...(process.env.REDIS_URL
    ? [{ name: "jobs on BullMQ, no worker", env: () => ({ REDIS_URL: process.env.REDIS_URL ?? "", QUEUE_PREFIX: `twend_e2e_${randomBytes(6).toString("hex")}` }) }]
    : []),
];

let browser: Browser;
let background: Buffer;

beforeAll(async () => {
  await mkdir(SCREENSHOTS, { recursive: true });
  [browser, background] = await Promise.all([
    launchBrowser(),
    // Square, like most uploads: the raw background as og:image would be 600x600, not the card's 1200x630.
    sharp({ create: { width: 600, height: 600, channels: 3, background: "#0e7490" } })
      .png()
      .toBuffer(),
  ]);
});
afterAll(async () => {
  await browser?.close();
});

async function signUpInto(page: Page, origin: string, target: string): Promise<void> {
  await page.goto(`${origin}/auth?action=signup&redirect=${target}`);
  await page.getByRole("tab", { name: "Sign Up", selected: true }).waitFor();
  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(`crawl-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("Analytical-Engine-1843");
  await page.getByLabel("Confirm password", { exact: true }).fill("Analytical-Engine-1843");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === target);
}

/** Fills the studio (the wizard on a phone, the single page on a desktop) and publishes; resolves when the create call has answered. */
async function publishInStudio(page: Page, title: string, wizard: boolean): Promise<{ short_id: string }> {
  await page.getByLabel("Title", { exact: true }).fill(title);
  if (wizard) await page.getByRole("button", { name: "Continue" }).click();
  await page.locator('input[type="file"]').setInputFiles({ name: "frame.png", mimeType: "image/png", buffer: background });
  if (wizard) {
    await page.getByText("Step 3 of 4 · Design").waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Step 4 of 4 · Publish").waitFor();
  }
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/studio.create");
  await page.getByRole("button", { name: "Create Twend" }).click();
  const response = await created;
  const body = (await response.json()) as { result: { data: { short_id: string } } };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.result.data;
}

/** What a link-preview crawler does: read the page's HTML (no scripts) and fetch its og:image. */
async function crawlPreview(origin: string, shortId: string) {
  const crawler = { "user-agent": "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)" };
  const html = await (await fetch(`${origin}/campaign/${shortId}`, { headers: crawler })).text();
  const tag = (property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]+)"`).exec(html)?.[1];
  const imageUrl = tag("og:image");
  if (!imageUrl) throw new Error(`no og:image in the page of ${shortId}`);
  const image = await fetch(imageUrl.replaceAll("&amp;", "&"), { headers: crawler });
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/png");
  const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
  return { imageUrl, twitterImage: tag("twitter:image"), declared: [tag("og:image:width"), tag("og:image:height")], size: [meta.width, meta.height] };
}

describe.each(MODES)("a new Twend's link ($name)", ({ name: mode, env }) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: env() });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each(VIEWPORTS)("is the title's clean slug, and a crawler right after publishing gets the 1200x630 card ($name)", async ({ name, viewport, isMobile, hasTouch }) => {
    const context = await browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor: isMobile ? 2 : 1 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signUpInto(page, server.origin, "/create");

    const slug = `first-crawl-${name}-${randomBytes(3).toString("hex")}`;
    const created = await publishInStudio(page, slug.replaceAll("-", " ").replace(/^f/, "F"), isMobile);
    expect(created.short_id).toBe(slug);

    // At once, before the page has even shown the result: the first crawl must already get the card.
    const preview = await crawlPreview(server.origin, created.short_id);
    expect(preview.imageUrl).toMatch(new RegExp(`^${server.origin}/og/campaign/${slug}\\.png\\?v=[a-f0-9]{16}$`));
    expect(preview.twitterImage).toBe(preview.imageUrl);
    expect(preview.declared).toEqual(["1200", "630"]);
    expect(preview.size).toEqual([1200, 630]);

    await page.getByText("Your Twend is live").waitFor();
    expect(await page.getByLabel("Share link").inputValue()).toBe(`${server.origin}/campaign/${slug}`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `${mode.replaceAll(/\W+/g, "-")}-${name}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
