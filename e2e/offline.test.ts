import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { createDatabase, type Database } from "@twend/db";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { copyBuild, deployNewVersion } from "./support/build-copy.ts";
import { openCampaignPage } from "./support/campaign-page.ts";
import { DESKTOP, PHONE } from "./support/devices.ts";
import { type SeededCampaign, topTrendingCampaign } from "./support/seeded-campaign.ts";
import { type RunningServer, startServer } from "./support/start-server.ts";

let build: Awaited<ReturnType<typeof copyBuild>>;
let server: RunningServer;
let browser: Browser;
let db: Database;
let campaign: SeededCampaign;
let photo: Buffer;

// The server runs a copy of the build, which the last test deploys a new version over.
beforeAll(async () => {
  build = await copyBuild();
  [server, browser, photo] = await Promise.all([
    startServer({ root: build.root }),
    launchBrowser(),
    sharp({ create: { width: 600, height: 400, channels: 3, background: "#ff00ff" } })
      .png()
      .toBuffer(),
  ]);
  campaign = await topTrendingCampaign(server.origin);
  if (!server.databaseUrl) throw new Error("these tests read the counts from PostgreSQL (DATABASE_URL)");
  db = await createDatabase({ databaseUrl: server.databaseUrl });
});
afterAll(async () => {
  await db?.close();
  await browser?.close();
  await server?.stop();
  await build?.remove();
});

const twendUrl = () => `${server.origin}/campaign/${campaign.short_id}`;

/** Runs in the page (a string: the e2e project is typed without the DOM). */
const CONTROLLED = "navigator.serviceWorker.controller !== null";
const PAGE_KEPT = "caches.match(location.href, { ignoreVary: true }).then((kept) => kept !== undefined)";

/** Opens the Twend at 390 px and waits until the service worker controls it and has kept the page. */
async function openControlled(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await openCampaignPage(page, twendUrl());
  await expect.poll(() => page.evaluate(CONTROLLED), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.evaluate(PAGE_KEPT), { timeout: 15_000 }).toBe(true);
  return page;
}

/** Photo and name in, Generate, and the bytes of the PNG the Download link saves. */
async function makeDp(page: Page): Promise<Buffer> {
  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
  if (campaign.include_text) await page.getByLabel("Your name").fill("Ada");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByText("Loading preview...").waitFor({ state: "hidden" });
  await page.getByRole("button", { name: "Generate DP" }).click();
  await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download", exact: true }).click()]);
  return readFile(await download.path());
}

async function countsOf(sessionId: string): Promise<Record<string, number>> {
  const rows = await db.query<{ type: string; n: number }>(
    "SELECT type::text AS type, count(*)::int AS n FROM actions WHERE campaign_id = $1 AND session_id = $2 GROUP BY type",
    [campaign.id, sessionId],
  );
  return Object.fromEntries(rows.map((row) => [row.type, row.n]));
}

describe("offline Twend", () => {
  it("opens, makes the same PNG and downloads it offline, then sends its counts once back online", async () => {
    const context = await browser.newContext({ ...PHONE, acceptDownloads: true });
    const page = await openControlled(context);
    const online = await makeDp(page);

    // A visitor session of its own for the offline visit, whose counts can only come from the outbox.
    const sessionId = `offline-${Date.now()}`;
    await page.evaluate(`localStorage.setItem("session_id", "${sessionId}")`);
    await context.setOffline(true);
    await page.reload();
    await page.getByText("You're offline.").waitFor();
    const offline = await makeDp(page);
    expect(offline.equals(online)).toBe(true);
    expect(await countsOf(sessionId)).toEqual({});

    await context.setOffline(false);
    await expect.poll(() => countsOf(sessionId), { timeout: 15_000 }).toEqual({ view: 1, generation: 1, download: 1 });
    await expect.poll(() => page.evaluate(`localStorage.getItem("twend:count-outbox:v1")`)).toBeNull();
    // Back online, the notice has gone; a later start sends nothing again.
    expect(await page.getByText("You're offline.").count()).toBe(0);
    await openCampaignPage(page, twendUrl());
    expect(await countsOf(sessionId)).toEqual({ view: 1, generation: 1, download: 1 });
    await context.close();
  });
});

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Array<{ src: string; sizes: string; purpose: string }>;
}

async function manifestAt(url: string): Promise<Manifest> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
  return (await res.json()) as Manifest;
}

/** Each icon is served as a PNG of the size the manifest declares. */
async function expectIconsAsDeclared(manifest: Manifest): Promise<void> {
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    const res = await fetch(new URL(icon.src, server.origin));
    expect(res.status).toBe(200);
    const { width, height, format } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(`${width}x${height}`).toBe(icon.sizes);
    expect(format).toBe("png");
  }
}

/**
 * Chromium's own verdict (what its install menu and prompt check): no errors means installable.
 * Playwright's contexts are incognito windows, where Chromium installs nothing whatever the page.
 */
async function installabilityErrors(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: Array<{ errorId: string }> };
  await cdp.detach();
  return installabilityErrors.map((error) => error.errorId).filter((id) => id !== "in-incognito");
}

describe("installable Twend", () => {
  it("serves the site's and a Twend's manifest with their icons, and Chromium finds both pages installable", async () => {
    const site = await manifestAt(`${server.origin}/manifest.webmanifest`);
    expect(site).toMatchObject({ name: "Twend", short_name: "Twend", start_url: "/", display: "standalone", theme_color: "#6d28d9" });
    await expectIconsAsDeclared(site);
    const own = await manifestAt(`${twendUrl()}/manifest.webmanifest`);
    expect(own).toMatchObject({ name: campaign.title, start_url: `/campaign/${campaign.short_id}`, display: "standalone" });
    expect([...own.short_name].length).toBeLessThanOrEqual(12);
    await expectIconsAsDeclared(own);
    expect((await fetch(`${server.origin}/campaign/no-such-twend-here/manifest.webmanifest`)).status).toBe(404);

    const worker = await fetch(`${server.origin}/sw.js`);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(worker.headers.get("content-type")).toMatch(/^application\/javascript/);

    const context = await browser.newContext(DESKTOP);
    const page = await openControlled(context);
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe(`/campaign/${campaign.short_id}/manifest.webmanifest`);
    expect(await installabilityErrors(page)).toEqual([]);
    await page.goto(server.origin);
    expect(await page.locator('link[rel="manifest"]').getAttribute("href")).toBe("/manifest.webmanifest");
    expect(await installabilityErrors(page)).toEqual([]);
    await context.close();
  });
});

describe("a deploy", () => {
  it("leaves a page on the old version its chunks, and the next navigation runs the new version", async () => {
    const context = await browser.newContext({ ...PHONE, acceptDownloads: true });
    const page = await openControlled(context);
    const assets = path.join(build.root, "web/dist/assets");
    const oldDrawing = (await readdir(assets)).find((name) => /^drawing-[\w-]+\.js$/.test(name)) ?? "";
    const renamed = await deployNewVersion(build.root, oldDrawing);
    await server.restart();
    expect((await fetch(`${server.origin}/assets/${oldDrawing}`)).status).toBe(404);
    const loadedScripts = () => page.evaluate("performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop())") as Promise<string[]>;

    // The page opened before the deploy still draws, with the drawing code the server no longer has.
    await makeDp(page);
    expect(await loadedScripts()).toContain(oldDrawing);

    // The next navigation is the new version throughout, though the old worker still controls it.
    await openCampaignPage(page, twendUrl());
    await makeDp(page);
    const loaded = await loadedScripts();
    expect(loaded).toContain(renamed.get(oldDrawing));
    expect(loaded.filter((name) => renamed.has(name))).toEqual([]);

    // The new worker waits for the visitor's word, then takes over with the new precache.
    await expect.poll(() => page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null)"), { timeout: 20_000 }).toBe(true);
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    await expect.poll(() => page.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.waiting === null && r.active !== null)")).toBe(true);
    expect(await page.evaluate(`caches.match("/assets/${renamed.get(oldDrawing)}").then((kept) => kept !== undefined)`)).toBe(true);
    await context.close();
  });
});
