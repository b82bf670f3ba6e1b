import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/start-server.ts";
import { openCampaignPage } from "./support/campaign-page.ts";

// What a fresh install shows from its seed alone: admin rates that are real shares, a drawn cover
// on every blog post, and a ready caption under every DP.

const ADMIN_EMAIL = "seed-admin@example.com";
const PASSWORD = "Seeded-Frame-5521";
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;
/** Round trips and lazy images take longer than expect.poll's 1 s default on a shared machine. */
const POLL = { timeout: 10_000 };
/** The decoded width of the `index`th image matching `selector`, 0 until it has loaded (a string: the e2e project is typed without the DOM). */
function decodedWidth(page: Page, selector: string, index = 0): Promise<number> {
  return page.evaluate(`(() => { const img = document.querySelectorAll(${JSON.stringify(selector)})[${index}]; return img && img.complete ? img.naturalWidth : 0; })()`);
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } }), launchBrowser()]);
  const registered = await fetch(`${server.origin}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-forwarded-for": "10.73.0.1" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD, firstName: "Seed", lastName: "Admin" }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(viewport: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { page, errors };
}

/** Every figure with a % sign on the page, as numbers: "+12.5%" -> 12.5, "1,234.0%" -> 1234. */
async function percentagesShown(page: Page): Promise<number[]> {
  const text = await page.locator("main").innerText();
  return [...text.matchAll(/([+-]?[\d,]+(?:\.\d+)?)\s?%/g)].map((match) => Number((match[1] ?? "").replaceAll(",", "")));
}

describe("the seeded admin screens", () => {
  it.each(WIDTHS)("show plausible rates, none over 100%, at $width px", async (viewport) => {
    const { page, errors } = await openPage(viewport);
    await page.goto(`${server.origin}/admin/login`);
    await page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    await page.getByText(/weekly growth/).waitFor();
    const dashboard = await percentagesShown(page);
    expect(dashboard.length).toBeGreaterThan(0);
    for (const figure of dashboard) expect(Math.abs(figure)).toBeLessThanOrEqual(100);

    await page.goto(`${server.origin}/admin/analytics`);
    const summary = page.getByRole("region", { name: "Performance Summary" });
    const figureOf = (label: string) => summary.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
    await expect.poll(() => figureOf("Conversion Rate").innerText(), POLL).toMatch(/^\d{1,2}\.\d%$/);
    await expect.poll(() => figureOf("Share Rate").innerText(), POLL).toMatch(/^\d{1,2}\.\d%$/);
    // The seeded Twends were visited and used: both rates are real, non-zero shares.
    expect(Number.parseFloat(await figureOf("Conversion Rate").innerText())).toBeGreaterThan(0);
    expect(Number.parseFloat(await figureOf("Share Rate").innerText())).toBeGreaterThan(0);
    await page.getByText("Traffic Trends (Last 7 Days)").waitFor();
    const analytics = await percentagesShown(page);
    expect(analytics.length).toBeGreaterThan(2);
    for (const figure of analytics) expect(Math.abs(figure)).toBeLessThanOrEqual(100);
    // Every day of the chart had seeded visitors: the charts draw instead of saying there is no data.
    expect(await page.getByText("No traffic data available").count()).toBe(0);
    expect(await page.getByText("No engagement data available").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("the seeded blog", () => {
  it.each(WIDTHS)("shows each post's own drawn cover on its card and its page at $width px", async (viewport) => {
    const { page, errors } = await openPage(viewport);
    await page.goto(`${server.origin}/blog`);
    const covers = page.locator("article img");
    await expect.poll(() => covers.count(), POLL).toBeGreaterThanOrEqual(4);
    const sources = new Set<string>();
    for (const [index, cover] of (await covers.all()).entries()) {
      await cover.scrollIntoViewIfNeeded();
      // Drawn and served: the image decoded at its stored size.
      await expect.poll(() => decodedWidth(page, "article img", index), POLL).toBe(1200);
      const src = await cover.getAttribute("src");
      expect(src).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      sources.add(src ?? "");
    }
    // Four seeded posts, four different pictures (a post in the featured row and the grid shows the same one twice).
    expect(sources.size).toBe(4);
    // No card falls back to the placeholder icon.
    expect(await page.locator("article svg.lucide-newspaper").count()).toBe(0);

    const first = page.locator("article").first();
    const cardCover = await first.locator("img").getAttribute("src");
    await first.getByRole("link").first().click();
    await page.waitForURL((url) => url.pathname.startsWith("/blog/"));
    await expect.poll(() => decodedWidth(page, `main img[src="${cardCover}"]`), POLL).toBe(1200);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe("a seeded Twend without a caption template", () => {
  it.each(WIDTHS)("offers a caption composed from the Twend, with its copy button, after generating at $width px", async (viewport) => {
    const campaign = (
      (await (await fetch(`${server.origin}/api/campaigns/world-code-day-2026`)).json()) as {
        data: { short_id: string; title: string; caption_template: string | null; include_text: boolean };
      }
    ).data;
    expect(campaign.caption_template).toBeNull();

    const context = await browser.newContext({ viewport });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await openCampaignPage(page, `${server.origin}/campaign/${campaign.short_id}`);
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#ff00ff" } })
      .png()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    if (campaign.include_text) await page.getByLabel("Your name").fill("Ada");
    // The phone walks the wizard to its second step; the desktop page has every control at once.
    const next = page.getByRole("button", { name: "Continue" });
    if (await next.isVisible()) await next.click();
    await page.getByText("Loading preview...").waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Generate DP" }).click();
    await page.getByRole("heading", { name: "Your DP is ready!" }).waitFor();

    // A visitor shares the address of the language they read the page in.
    const link = `${server.origin}/en/campaign/${campaign.short_id}`;
    const box = page.getByRole("region", { name: "Caption" });
    const caption = await box.locator("p").innerText();
    expect(caption).toBe(`Check out my new DP created with ${campaign.title}! Coding all day for World Code Day? Make yours: ${link}\n#WorldCodeDay2026`);
    expect(await box.isVisible()).toBe(true);
    // The share text is the caption.
    const whatsapp = new URL((await page.getByRole("link", { name: "WhatsApp" }).getAttribute("href")) ?? "");
    expect(whatsapp.searchParams.get("text")).toBe(caption);
    await box.getByRole("button", { name: "Copy" }).click();
    await box.getByText("Copied!").waitFor();
    expect(await page.evaluate("navigator.clipboard.readText()")).toBe(caption);
    expect(errors).toEqual([]);
    await context.close();
  });
});
