import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeImage } from "@twend/composition/testing";
import { createDatabase, type Database } from "@twend/db";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { publishOverlayCampaign } from "./support/overlay-campaign.ts";
import { downloadDp } from "./support/server-render.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";
import { topTrendingCampaign } from "./support/seeded-campaign.ts";
import { openCampaignPage } from "./support/campaign-page.ts";

// The privacy page's promise: a picture the visitor's browser draws is made on the device, and
// neither the photo nor the name leaves it. Every request the page sends while a visitor picks a
// photo, types a name, generates and downloads is recorded; none may carry either. The count of
// the generation still reaches the server. A browser that cannot draw says so, and says that the
// photo will be sent, before it sends anything; the server then makes the picture.

const LOOK_DIR = path.join(tmpdir(), "twend-photo-stays-on-device");
const NAME = "Zephyrine Quill";
/** A count carries ids only; a photo is hundreds of kilobytes. */
const MAX_BODY_BYTES = 4096;

let server: RunningServer;
let db: Database | undefined;
let browser: Browser;
let photo: Buffer;
let campaigns: { slot: { id: number; short_id: string; include_text: boolean }; overlay: { id: number; short_id: string; include_text: boolean } };

beforeAll(async () => {
  let frame: Buffer;
  [server, browser, photo, frame] = await Promise.all([
    startServer(),
    launchBrowser(),
    makeImage({ width: 900, height: 600, kind: "photo", seed: 46, format: "png" }),
    makeImage({ width: 800, height: 1000, kind: "frame", seed: 46, format: "png" }),
  ]);
  const [slot, overlay] = await Promise.all([topTrendingCampaign(server.origin), publishOverlayCampaign(browser, server.origin, frame, "device-frame@example.com")]);
  campaigns = { slot, overlay: { ...overlay, include_text: true } };
  if (server.databaseUrl) db = await createDatabase({ databaseUrl: server.databaseUrl });
  await mkdir(LOOK_DIR, { recursive: true });
});
afterAll(async () => {
  await db?.close();
  await browser?.close();
  await server?.stop();
});

interface SentRequest {
  method: string;
  url: string;
  /** Its Content-Type: a multipart body carries a file, which Playwright does not show in `body`. */
  type: string;
  body: Buffer;
}

/** Every request the context's pages and workers send, with its body. */
function recordRequests(context: BrowserContext): SentRequest[] {
  const sent: SentRequest[] = [];
  context.on("request", (request) =>
    sent.push({ method: request.method(), url: request.url(), type: request.headers()["content-type"] ?? "", body: request.postDataBuffer() ?? Buffer.alloc(0) }),
  );
  return sent;
}

/** The requests that carry the photo or the name, anywhere in their address or body, or a file of any kind. */
function carryingPersonalData(sent: readonly SentRequest[]): string[] {
  const base64Sample = photo.subarray(200, 260).toString("base64");
  const encodedName = encodeURIComponent(NAME);
  return sent
    .filter(({ url, type, body }) => {
      const text = body.toString("latin1");
      return (
        type.startsWith("multipart/") ||
        body.byteLength > MAX_BODY_BYTES ||
        body.includes(photo.subarray(200, 260)) ||
        text.includes("data:image") ||
        text.includes(base64Sample) ||
        text.includes(NAME) ||
        url.includes(encodedName) ||
        url.includes(NAME)
      );
    })
    .map(({ method, url, body }) => `${method} ${url} (${body.byteLength} bytes)`);
}

/** The requests that call this tRPC procedure, alone or in a batch. */
function calling(sent: readonly SentRequest[], procedure: string): SentRequest[] {
  return sent.filter(({ url }) => {
    const { pathname } = new URL(url);
    return pathname.startsWith("/trpc/") && pathname.slice("/trpc/".length).split(",").includes(procedure);
  });
}

/**
 * The Twend's 'Generations' counter as stored. The public read would serve a copy cached for half
 * a minute; on the embedded database, which the server holds alone, the test waits that long.
 */
async function generationsOf(shortId: string): Promise<number> {
  if (db) return (await db.prisma.campaign.findUniqueOrThrow({ where: { shortId }, select: { totalDownloads: true } })).totalDownloads;
  const body = (await (await fetch(`${server.origin}/api/campaigns/${shortId}`)).json()) as { data: { total_downloads: number } };
  return body.data.total_downloads;
}
const COUNTED_WITHIN_MS = 45_000;

/** Picks the photo, types the name where the Twend prints one, and reaches the Generate step. */
async function fillIn(page: Page, includeText: boolean, phone: boolean): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  if (includeText) await page.getByLabel("Your name").fill(NAME);
  if (phone) await page.getByRole("button", { name: "Continue" }).click();
}

const SIZES = [
  { label: "phone", width: 390, height: 844, phone: true },
  { label: "desktop", width: 1280, height: 800, phone: false },
];

describe("a picture the browser draws", () => {
  it.each(SIZES.flatMap((size) => (["slot", "overlay"] as const).map((kind) => ({ ...size, kind }))))(
    "sends neither the photo nor the name, and is still counted: $kind Twend at $width px",
    async ({ label, width, height, phone, kind }) => {
      const campaign = campaigns[kind];
      const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
      const sent = recordRequests(context);
      const page = await context.newPage();
      const before = await generationsOf(campaign.short_id);
      await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
      await fillIn(page, campaign.include_text, phone);
      await page.getByText("Loading preview...").waitFor({ state: "hidden" });
      const counted = page.waitForResponse((response) => response.url().includes("generator.generated"));
      const downloadCounted = page.waitForResponse((response) => response.url().includes("generator.track"));
      await page.getByRole("button", { name: "Generate DP" }).click();
      await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
      const png = await downloadDp(page);
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect((await counted).status()).toBe(200);
      expect((await downloadCounted).status()).toBe(200);
      await page.screenshot({ path: path.join(LOOK_DIR, `${kind}-${label}-result.png`) });
      await context.close();

      expect(carryingPersonalData(sent)).toEqual([]);
      expect(calling(sent, "generator.generate")).toEqual([]);
      expect(calling(sent, "generator.generated")).toHaveLength(1);
      await expect.poll(() => generationsOf(campaign.short_id), { timeout: COUNTED_WITHIN_MS }).toBe(before + 1);
    },
  );
});

describe("a picture the visitor shares as a link", () => {
  it.each(SIZES)("is sent only when asked, alone in its request, and its page shows it at $width px", async ({ label, width, height, phone }) => {
    const campaign = campaigns.slot;
    const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
    const sent = recordRequests(context);
    const page = await context.newPage();
    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    await fillIn(page, campaign.include_text, phone);
    await page.getByText("Loading preview...").waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Generate DP" }).click();
    await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
    const png = await downloadDp(page);
    expect(carryingPersonalData(sent)).toEqual([]);

    await page.getByRole("button", { name: "Share as a link" }).click();
    const link = page.getByLabel(/^Your link/);
    await link.waitFor();
    await page.screenshot({ path: path.join(LOOK_DIR, `share-${label}-link.png`) });
    // The finished picture, and only it, went as bytes in a request of its own: an upload is never batched.
    const shares = calling(sent, "sharedDps.create");
    expect(shares.map(({ url }) => new URL(url).pathname)).toEqual(["/trpc/sharedDps.create"]);
    expect(shares[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(carryingPersonalData(sent.filter((request) => !shares.includes(request))).length).toBe(0);

    const url = await link.inputValue();
    // The link carries the language the visitor read the page in.
    expect(new URL(url).pathname).toMatch(/^\/en\/d\/[\w-]+$/);
    const shared = await context.newPage();
    await shared.goto(url);
    const picture = shared.getByRole("img", { name: /^A display picture made with the Twend/ });
    await picture.waitFor();
    const shown = await shared.request.get(new URL((await picture.getAttribute("src")) ?? "", url).href);
    const [made, published] = await Promise.all([sharp(png).metadata(), sharp(await shown.body()).metadata()]);
    expect([published.width, published.height]).toEqual([made.width, made.height]);
    await context.close();
  });
});

describe("a browser that cannot draw", () => {
  it.each(SIZES)("says the photo will be sent before it sends it, then shows the server's picture at $width px", async ({ label, width, height, phone }) => {
    const campaign = campaigns.overlay;
    const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
    // Such a browser has no createImageBitmap, so the page cannot decode the photo to draw it.
    await context.addInitScript(() => Reflect.deleteProperty(globalThis, "createImageBitmap"));
    const sent = recordRequests(context);
    const page = await context.newPage();
    const before = await generationsOf(campaign.short_id);
    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    await fillIn(page, true, phone);
    await page.getByRole("button", { name: "Generate DP" }).click();

    const send = page.getByRole("button", { name: "Send my photo to our server" });
    await send.waitFor();
    const notice = page.getByText(/your photo and name will then be sent to Twend, and deleted automatically after the time our privacy policy states/);
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await send.getAttribute("aria-describedby")).toBe(await notice.getAttribute("id"));
    expect(await page.getByRole("link", { name: "privacy policy", exact: true }).getAttribute("href")).toBe("/privacy#visitor-photos");
    await page.screenshot({ path: path.join(LOOK_DIR, `fallback-${label}-notice.png`) });
    // Nothing of the photo has left yet: the notice comes first.
    expect(carryingPersonalData(sent)).toEqual([]);

    await send.click();
    await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
    const png = await downloadDp(page);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    await page.screenshot({ path: path.join(LOOK_DIR, `fallback-${label}-result.png`) });
    await context.close();

    // The photo went as bytes, in a request of its own.
    const uploads = calling(sent, "generator.generate");
    expect(uploads.map(({ url }) => new URL(url).pathname)).toEqual(["/trpc/generator.generate"]);
    expect(uploads[0]?.type).toMatch(/^multipart\/form-data; boundary=/);
    await expect.poll(() => generationsOf(campaign.short_id), { timeout: COUNTED_WITHIN_MS }).toBe(before + 1);
  });
});
