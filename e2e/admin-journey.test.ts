import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";

const ADMIN_EMAIL = "journey-admin@example.com";
const PASSWORD = "Journey-Frame-8842";
const TITLE = "Lantern Walk Journey";
/** Debounced searches, the admin check and server round trips take longer than expect.poll's 1 s default. */
const POLL = { timeout: 10_000 };

let server: RunningServer;
let browser: Browser;
let shortId = "";
let campaignId = 0;

async function register(email: string, ip: string): Promise<string> {
  const response = await fetch(`${server.origin}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ email, password: PASSWORD, firstName: "Jo", lastName: "Urney" }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } }), launchBrowser()]);
  await register(ADMIN_EMAIL, "10.71.0.1");
  const creator = await register("journey-maker@example.com", "10.71.0.2");
  const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: { r: 250, g: 180, b: 40 } } })
    .png()
    .toBuffer();
  const created = await fetch(`${server.origin}/api/campaigns`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: creator },
    body: JSON.stringify({ title: TITLE, background_image_url: `data:image/png;base64,${png.toString("base64")}`, category: "Social" }),
  });
  expect(created.status).toBe(200);
  ({ short_id: shortId, id: campaignId } = ((await created.json()) as { data: { short_id: string; id: number } }).data);
  // Today's visits, so the dashboard's activity chart has something to draw.
  for (let i = 0; i < 3; i += 1) {
    const visit = await fetch(`${server.origin}/api/track-visit`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ session_id: `journey-visit-${i}`, page_path: "/" }),
    });
    expect(visit.status).toBe(200);
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.origin}/admin/login`);
  await page.getByLabel("Email", { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => url.pathname === "/admin/dashboard");
}

describe("an admin's day", () => {
  it("sees the charts, trends a Twend onto the home page, reviews it after reports, hides it from /browse, and publishes a post readers can open", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await signIn(page);

    // The dashboard draws its charts (recharts renders SVG surfaces).
    await page.getByText("Daily Activity").waitFor();
    await expect.poll(() => page.locator("svg.recharts-surface").count(), POLL).toBeGreaterThan(0);

    // Trending: flagged in the admin table, first on the home page.
    await page.goto(`${server.origin}/admin/campaigns`);
    const table = page.getByRole("table", { name: "Twends" });
    await page.getByRole("searchbox", { name: "Search Twends" }).fill("lantern");
    await expect.poll(() => table.getByRole("row").count(), POLL).toBe(2);
    const row = table.getByRole("row").filter({ hasText: TITLE });
    await row.getByRole("button", { name: "Set as trending" }).click();
    await row.getByRole("button", { name: "Remove from trending" }).waitFor();
    const home = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await home.goto(server.origin);
    const trending = home.getByRole("region", { name: "Trending Twends" });
    await trending
      .getByRole("link", { name: new RegExp(TITLE) })
      .first()
      .waitFor();

    // Reported by five visitors: out of /browse until the admin reviews it.
    for (let i = 0; i < 5; i += 1) {
      const report = await fetch(`${server.origin}/api/campaigns/${campaignId}/report`, {
        method: "POST",
        // Five people on five networks: reports from one network count once.
        headers: { "Content-Type": "application/json", "x-forwarded-for": `10.72.${i + 1}.1` },
        body: JSON.stringify({ session_id: `journey-report-${i}`, reason: "Spam or scam" }),
      });
      expect(report.status).toBe(200);
    }
    await home.goto(`${server.origin}/browse?q=lantern`);
    await home.getByRole("heading", { name: "No Twends Found" }).waitFor();
    await page.reload();
    await row.getByText("Spam or scam").waitFor();
    await row.getByRole("button", { name: "Mark reviewed" }).click();
    await row.getByRole("button", { name: "Mark reviewed" }).waitFor({ state: "detached" });
    await home.reload();
    await home
      .getByRole("link", { name: new RegExp(TITLE) })
      .first()
      .waitFor();

    // Deactivated: gone from /browse, and its page says so.
    await row.getByRole("button", { name: "Deactivate" }).click();
    await row.getByRole("button", { name: "Activate", exact: true }).waitFor();
    await home.goto(`${server.origin}/browse?q=lantern`);
    await home.getByRole("heading", { name: "No Twends Found" }).waitFor();
    await home.goto(`${server.origin}/campaign/${shortId}`);
    await home.getByText("Campaign not found").waitFor();

    // A post written in the editor is readable on /blog.
    await page.goto(`${server.origin}/admin/blog/create`);
    await page.getByLabel("Title", { exact: true }).fill("Lanterns Everywhere");
    await page.getByLabel("Content (HTML)", { exact: true }).fill("<h2>Light it up</h2><p>Every window had a lantern frame.</p>");
    await page.getByRole("button", { name: "Publish Post" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/blog");
    await home.goto(`${server.origin}/blog`);
    await home
      .getByRole("link", { name: /Lanterns Everywhere/ })
      .first()
      .click();
    await home.waitForURL((url) => url.pathname === "/blog/lanterns-everywhere");
    await home.getByRole("heading", { name: "Light it up" }).waitFor();
    await home.getByText("Every window had a lantern frame.").waitFor();

    expect(errors).toEqual([]);
    await home.close();
    await page.close();
  });
});
