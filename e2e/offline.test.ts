import { readFile } from "node:fs/promises";
import { createDatabase, type Database } from "@twend/db";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { copyBuild } from "./support/build-copy.ts";
import { openCampaignPage } from "./support/campaign-page.ts";
import { PHONE } from "./support/devices.ts";
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
