import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";

let server: RunningServer;
let browser: Browser;
let background: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 109, g: 40, b: 217 } } })
    .png()
    .toBuffer();
  background = `data:image/png;base64,${png.toString("base64")}`;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Created {
  id: number;
  short_id: string;
  title: string;
}

const PASSWORD = "Ballot-Frame-2931";

async function signUp(page: Page, email: string): Promise<void> {
  await page.goto(`${server.origin}/auth?action=signup`);
  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === "/dashboard");
}

/** The documented POST /api/campaigns from the page, with the session cookie: a quick way to a Twend that is not under test here. */
async function createCampaign(page: Page, title: string): Promise<Created> {
  const body = await page.evaluate(
    async (draft) => {
      const response = await fetch("/api/campaigns", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(draft),
      });
      return { status: response.status, json: (await response.json()) as { data: Created } };
    },
    { title, background_image_url: background, category: "Social" },
  );
  expect(body.status).toBe(200);
  return body.json.data;
}

/** The <dd> of the <dt> named `term` inside `scope`. */
function definition(scope: Locator | Page, term: string): Locator {
  const page = "page" in scope ? scope.page() : scope;
  return scope
    .locator("dl > div")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${term}$`) }) })
    .locator("dd");
}

async function number(locator: Locator): Promise<number> {
  return Number.parseInt((await locator.innerText()).replace(/[^0-9]/g, ""), 10);
}

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

describe.each(VIEWPORTS)("creator dashboard ($name, $width px)", ({ width, height }) => {
  it("shows totals and Twends, copies a link, downloads a QR code, opens the stats and deletes a Twend", async () => {
    const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
    const page = await context.newPage();
    // A native alert would mean a failed delete; the confirmation itself is an in-page dialog.
    const nativeDialogs: string[] = [];
    page.on("dialog", (dialog) => {
      nativeDialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signUp(page, `dash-${width}-${Date.now()}@example.com`);
    const first = await createCampaign(page, "Vote for Climate 2026");
    const second = await createCampaign(page, "Summer Music Festival");

    // One visit to the first Twend, so it has a view to count and chart: the page counts it once the app has taken over.
    const viewRecorded = page.waitForResponse((response) => response.url().includes("/trpc/campaigns.recordView") && response.ok());
    await page.goto(`${server.origin}/campaign/${first.short_id}`);
    await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
    await viewRecorded;

    await page.goto(`${server.origin}/dashboard`);
    await page.getByRole("heading", { level: 1, name: "Creator dashboard" }).waitFor();
    const totals = page.getByRole("region", { name: "Totals" });
    await expect.poll(() => definition(totals, "Twends").innerText()).toBe("2");
    expect(await definition(totals, "Views").innerText()).toBe("1");
    expect(await definition(totals, "Generations").innerText()).toBe("0");
    expect(await definition(totals, "Shares").innerText()).toBe("0");
    await page.getByRole("link", { name: "Create Twend" }).waitFor();
    await page.getByRole("link", { name: "Explore Twends" }).waitFor();
    expect(await page.getByRole("link", { name: "Admin Panel" }).count()).toBe(0);

    // Both cards, newest first.
    const cards = page.getByRole("list", { name: "My Twends" }).getByRole("article");
    await expect.poll(() => cards.count()).toBe(2);
    expect(await cards.nth(0).getByRole("heading").innerText()).toBe(second.title);
    const card = cards.filter({ hasText: first.title });
    expect(await number(definition(card, "Views"))).toBe(1);
    const cardGenerations = await number(definition(card, "Generations"));
    expect(await card.getByRole("link", { name: /^View/ }).getAttribute("href")).toBe(`/campaign/${first.short_id}`);
    expect(await card.getByRole("link", { name: /^Edit/ }).getAttribute("href")).toBe(`/edit/${first.id}`);

    // Nothing sticks out sideways on a phone.
    // A string, as e2e/ compiles without the DOM library.
    expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);

    // Copy link: the public link lands on the clipboard and the tile confirms for 2 s.
    await card.getByRole("button", { name: /^Copy link/ }).click();
    await card.getByRole("button", { name: /^Copied!/ }).waitFor();
    expect(await page.evaluate("navigator.clipboard.readText()")).toBe(`${server.origin}/campaign/${first.short_id}`);
    await card.getByRole("button", { name: /^Copy link/ }).waitFor({ timeout: 4000 });

    // QR code: a dialog with the link's code, downloadable as a real PNG.
    await card.getByRole("button", { name: /^QR code/ }).click();
    const qrDialog = page.getByRole("dialog", { name: `QR code: ${first.title}` });
    await qrDialog.getByRole("img", { name: `QR code opening ${server.origin}/campaign/${first.short_id}` }).waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), qrDialog.getByRole("link", { name: "Download PNG" }).click()]);
    expect(download.suggestedFilename()).toBe(`twend-${first.short_id}-qr.png`);
    const file = await readFile(await download.path());
    expect(file.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(meta.height);
    expect(meta.width).toBeGreaterThanOrEqual(600);
    await page.keyboard.press("Escape");
    await qrDialog.waitFor({ state: "hidden" });

    // Stats view: the chart draws, and its totals are the card's.
    await card.getByRole("link", { name: /^Stats/ }).click();
    await page.waitForURL((url) => url.pathname === `/dashboard/twends/${first.id}/stats`);
    await page.getByRole("heading", { level: 1, name: first.title }).waitFor();
    const chart = page.getByRole("figure", { name: /Chart of daily views/ });
    await chart.locator(".recharts-area-curve").waitFor();
    expect(await chart.locator(".recharts-line-curve").count()).toBe(3);
    expect(await number(definition(page, "Views"))).toBe(1);
    expect(await number(definition(page, "Generations"))).toBe(cardGenerations);
    const csv = page.getByRole("link", { name: "Export CSV" });
    expect(await csv.getAttribute("href")).toBe(`/api/user/campaigns/${first.id}/analytics.csv?days=30`);
    const [csvDownload] = await Promise.all([page.waitForEvent("download"), csv.click()]);
    const rows = (await readFile(await csvDownload.path(), "utf8")).trim().split("\n");
    expect(rows[0]).toBe("date,views,generations,downloads,shares");
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toMatch(/^\d{4}-\d{2}-\d{2},1,0,0,0$/);

    // Delete the second Twend after the spec's confirmation.
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.getByRole("heading", { level: 1, name: "Creator dashboard" }).waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    await cards
      .filter({ hasText: second.title })
      .getByRole("button", { name: /^Delete/ })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Twend?" });
    await confirm
      .getByText(`Are you sure you want to delete "${second.title}"? This action cannot be undone and will remove all associated data.`, { exact: true })
      .waitFor();
    const deleted = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/studio.remove");
    await confirm.getByRole("button", { name: "Delete Twend" }).click();
    expect((await deleted).status()).toBe(200);
    await confirm.waitFor({ state: "hidden" });
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().getByRole("heading").innerText()).toBe(first.title);
    expect(await definition(totals, "Twends").innerText()).toBe("1");
    expect(nativeDialogs).toEqual([]);

    // The server agrees after a reload.
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Creator dashboard" }).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => definition(totals, "Twends").innerText()).toBe("1");

    // A Twend already deleted elsewhere: the alert gives the server's reason and the list catches up.
    const stale = await createCampaign(page, "Deleted Elsewhere");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Creator dashboard" }).waitFor();
    await expect.poll(() => cards.count()).toBe(2);
    await page.evaluate(async (id) => void (await fetch(`/api/user/campaigns/${id}`, { method: "DELETE" })), stale.id);
    await cards
      .filter({ hasText: stale.title })
      .getByRole("button", { name: /^Delete/ })
      .click();
    await confirm.getByRole("button", { name: "Delete Twend" }).click();
    await expect.poll(() => nativeDialogs).toEqual(["Campaign not found or you do not have permission to edit it"]);
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => definition(totals, "Twends").innerText()).toBe("1");
    await context.close();
  });
});
