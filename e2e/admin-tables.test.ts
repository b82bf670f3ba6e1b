import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";

const ADMIN_EMAIL = `chief-${Date.now()}@example.com`;
const CREATOR_EMAIL = `maker-${Date.now()}@example.com`;
const OUTSIDER_EMAIL = `outsider-${Date.now()}@example.com`;
const PASSWORD = "Ballot-Frame-2931";
/** Where the review screenshots go; looked at by hand, not compared. */
const SHOTS = process.env.ADMIN_SHOTS_DIR ?? "/tmp/admin-shots";
/** Debounced searches and the server round trip take longer than expect.poll's 1 s default. */
const POLL = { timeout: 10_000 };

let server: RunningServer;
let browser: Browser;
let creatorId = "";
const campaigns: Record<"marathon" | "festival" | "robotics", { id: number; short_id: string; title: string }> = {
  marathon: { id: 0, short_id: "", title: "City Marathon Finishers" },
  festival: { id: 0, short_id: "", title: "Harvest Festival 2026" },
  robotics: { id: 0, short_id: "", title: "Robotics Club Launch" },
};

let signups = 0;
/** POST /api/auth/register from an address of its own, so the per-address sign-up limit never trips; returns the session cookie. */
async function register(email: string): Promise<{ cookie: string; id: string }> {
  signups += 1;
  const response = await fetch(`${server.origin}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "x-forwarded-for": `10.61.0.${signups}` },
    body: JSON.stringify({ email, password: PASSWORD, firstName: "Ada", lastName: "Lovelace" }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  return { cookie, id: body.data.id };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: ADMIN_EMAIL } }), launchBrowser()]);
  await register(ADMIN_EMAIL);
  const creator = await register(CREATOR_EMAIL);
  creatorId = creator.id;
  await register(OUTSIDER_EMAIL);
  const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 14, g: 116, b: 144 } } })
    .png()
    .toBuffer();
  for (const campaign of Object.values(campaigns)) {
    const response = await fetch(`${server.origin}/api/campaigns`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: creator.cookie },
      body: JSON.stringify({ title: campaign.title, background_image_url: `data:image/png;base64,${png.toString("base64")}`, category: "Sports" }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: number; short_id: string } };
    campaign.id = data.id;
    campaign.short_id = data.short_id;
  }
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signInAtAdminLogin(page: Page, email: string): Promise<void> {
  await page.goto(`${server.origin}/admin/login`);
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

async function newPage(width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  // A native alert or confirm would mean the screens fell back to window dialogs.
  page.on("dialog", () => {
    throw new Error("unexpected native dialog");
  });
  return page;
}

async function apiJson<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.origin}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

describe("admin tables", () => {
  it("refuses a signed-in creator with the spec's denial, then sends them to the admin login", async () => {
    const page = await newPage(1280);
    await signInAtAdminLogin(page, OUTSIDER_EMAIL);
    await page.getByText("Access denied. Admin privileges required.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");

    await page.goto(`${server.origin}/admin/campaigns`);
    const card = page.getByRole("alert").filter({ hasText: "Access Denied" });
    await card.getByText("Access denied. Admin privileges required.").waitFor();
    expect(await card.getByRole("link", { name: "Go to Admin Login" }).getAttribute("href")).toBe("/admin/login");
    await page.screenshot({ path: `${SHOTS}/denied-1280.png` });
    // The spec's 2 s delay, then the login screen.
    await page.waitForURL((url) => url.pathname === "/admin/login", { timeout: 5000 });
    await page.context().close();
  });

  it("signs an admin in, searches, trends, deactivates and deletes Twends (1280 px)", async () => {
    const page = await newPage(1280);
    await signInAtAdminLogin(page, ADMIN_EMAIL);
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");

    await page.goto(`${server.origin}/admin/campaigns`);
    await page.getByRole("heading", { level: 1, name: "Twend Management" }).waitFor();
    const header = page.getByRole("banner");
    await header.getByText("Admin Panel").waitFor();
    await header.getByText(ADMIN_EMAIL).waitFor();
    await header.getByRole("button", { name: "Logout" }).waitFor();
    const tabs = page.getByRole("navigation", { name: "Admin sections" });
    expect(await tabs.getByRole("link", { name: "Twends" }).getAttribute("aria-current")).toBe("page");
    expect(await page.getByRole("link", { name: "Create New Twend" }).getAttribute("href")).toBe("/create");

    const table = page.getByRole("table", { name: "Twends" });
    for (const campaign of Object.values(campaigns)) await table.getByRole("link", { name: campaign.title }).waitFor();
    await page.screenshot({ path: `${SHOTS}/campaigns-1280.png`, fullPage: true });

    // Search narrows the table (debounced) and lands in the URL.
    await page.getByRole("searchbox", { name: "Search Twends" }).fill("marathon");
    await page.waitForURL((url) => url.searchParams.get("q") === "marathon");
    await expect.poll(() => table.getByRole("row").count(), POLL).toBe(2);
    const row = table.getByRole("row").filter({ hasText: campaigns.marathon.title });
    expect(await row.getByRole("link", { name: campaigns.marathon.title }).getAttribute("href")).toBe(`/campaign/${campaigns.marathon.short_id}`);
    expect(await row.getByText(creatorId.slice(0, 8)).count()).toBe(1);

    // Set as trending: the badge shows, and the public trending list now leads with it.
    await row.getByRole("button", { name: "Set as trending" }).click();
    await row.getByRole("button", { name: "Remove from trending" }).waitFor();
    await row.getByText("Trending", { exact: true }).waitFor();
    // Trending Twends come first; the seeded ones are trending too, so it is enough that it now leads the untrended ones.
    const trendingOrder = async () => (await apiJson<{ data: Array<{ short_id: string }> }>("/api/campaigns/trending?limit=60")).body.data.map((c) => c.short_id);
    await expect.poll(async () => (await trendingOrder()).includes(campaigns.marathon.short_id), POLL).toBe(true);
    const order = await trendingOrder();
    expect(order.indexOf(campaigns.marathon.short_id)).toBeLessThan(order.indexOf(campaigns.festival.short_id));

    // Deactivate: the public page is gone.
    await row.getByRole("button", { name: "Deactivate" }).click();
    await row.getByRole("button", { name: "Activate", exact: true }).waitFor();
    await row.getByText("Inactive", { exact: true }).waitFor();
    await expect.poll(async () => (await fetch(`${server.origin}/api/campaigns/${campaigns.marathon.short_id}`)).status, POLL).toBe(404);

    // Category filter and sort live in the URL too.
    await page.getByRole("searchbox", { name: "Search Twends" }).fill("");
    await page.waitForURL((url) => !url.searchParams.has("q"));
    await page.getByLabel("Sort by").selectOption("title");
    await page.getByLabel("Order").selectOption("asc");
    await page.waitForURL((url) => url.searchParams.get("sort") === "title" && url.searchParams.get("order") === "asc");
    await page.getByLabel("Category").selectOption("Politics");
    await page.waitForURL((url) => url.searchParams.get("category") === "Politics");
    await page.getByRole("heading", { name: "No Twends Found" }).waitFor();
    await page.getByLabel("Category").selectOption("");
    await table.getByRole("link", { name: campaigns.robotics.title }).waitFor();

    // Two changes made before the page re-renders (a quick hand, a slow phone) both stay in the URL.
    const [categoryId, sortId] = await Promise.all([page.getByLabel("Category").getAttribute("id"), page.getByLabel("Sort by").getAttribute("id")]);
    await page.evaluate(`for (const [id, value] of ${JSON.stringify([
      [categoryId, "Politics"],
      [sortId, "category"],
    ])}) {
      const select = document.getElementById(id);
      select.value = value;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }`);
    await page.waitForURL((url) => url.searchParams.get("category") === "Politics" && url.searchParams.get("sort") === "category");
    await page.getByLabel("Category").selectOption("");

    // Delete, after an accessible confirmation.
    const robotics = table.getByRole("row").filter({ hasText: campaigns.robotics.title });
    await robotics.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Twend?" });
    await confirm.getByText(`"${campaigns.robotics.title}"`, { exact: false }).waitFor();
    await page.screenshot({ path: `${SHOTS}/delete-dialog-1280.png` });
    await confirm.getByRole("button", { name: "Delete Twend" }).click();
    await confirm.waitFor({ state: "hidden" });
    await table.getByRole("link", { name: campaigns.robotics.title }).waitFor({ state: "detached" });
    expect((await fetch(`${server.origin}/api/campaigns/${campaigns.robotics.short_id}`)).status).toBe(404);
    await page.context().close();
  });

  it("lists users, refuses the admin's own deactivation and deactivates the creator (1280 px)", async () => {
    const page = await newPage(1280);
    await signInAtAdminLogin(page, ADMIN_EMAIL);
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    await page.goto(`${server.origin}/admin/users`);
    await page.getByRole("heading", { level: 1, name: "User Management" }).waitFor();
    const table = page.getByRole("table", { name: "Users" });
    await table.getByText(CREATOR_EMAIL).waitFor();
    await page.screenshot({ path: `${SHOTS}/users-1280.png`, fullPage: true });

    // The server's own reason shows when the admin tries to switch themself off.
    await page.getByRole("searchbox", { name: "Search users" }).fill(ADMIN_EMAIL);
    await expect.poll(() => table.getByRole("row").count(), POLL).toBe(2);
    await table.getByRole("button", { name: "Deactivate User" }).click();
    await page.getByRole("alertdialog", { name: "Deactivate User?" }).getByRole("button", { name: "Deactivate User" }).click();
    await page.getByText("You cannot deactivate your own account").waitFor();

    await page.getByRole("searchbox", { name: "Search users" }).fill(CREATOR_EMAIL);
    await page.waitForURL((url) => url.searchParams.get("q") === CREATOR_EMAIL);
    const row = table.getByRole("row").filter({ hasText: CREATOR_EMAIL });
    await row.getByText(creatorId.slice(0, 8), { exact: true }).waitFor();
    await row.getByRole("button", { name: "Deactivate User" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Deactivate User?" });
    await confirm.getByText(CREATOR_EMAIL, { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Deactivate User" }).click();
    await confirm.waitFor({ state: "hidden" });
    await row.getByRole("button", { name: "Activate User" }).waitFor();
    await row.getByText("Inactive", { exact: true }).waitFor();

    // The deactivated creator can no longer sign in.
    const login = await fetch(`${server.origin}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-forwarded-for": "10.62.0.1" },
      body: JSON.stringify({ email: CREATOR_EMAIL, password: PASSWORD }),
    });
    expect(login.ok).toBe(false);

    // Logout leads to the admin login.
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/login");
    await page.context().close();
  });

  it("shows cards on a phone with nothing sticking out sideways (390 px)", async () => {
    const page = await newPage(390);
    await signInAtAdminLogin(page, ADMIN_EMAIL);
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    await page.goto(`${server.origin}/admin/campaigns?q=${encodeURIComponent(campaigns.festival.title)}`);
    const cards = page.getByRole("list", { name: "Twends" }).getByRole("listitem");
    await expect.poll(() => cards.count(), POLL).toBe(1);
    await cards.getByRole("button", { name: "Set as trending" }).waitFor();
    // A string, as e2e/ compiles without the DOM library.
    expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
    await page.goto(`${server.origin}/admin/campaigns`);
    await page.getByRole("list", { name: "Twends" }).waitFor();
    await page.screenshot({ path: `${SHOTS}/campaigns-390.png`, fullPage: true });
    await page.goto(`${server.origin}/admin/users`);
    await page.getByRole("list", { name: "Users" }).getByText(CREATOR_EMAIL).waitFor();
    expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
    await page.screenshot({ path: `${SHOTS}/users-390.png`, fullPage: true });
    await page.goto(`${server.origin}/admin/login`);
    await page.waitForURL((url) => url.pathname === "/admin/dashboard");
    await page.context().close();

    const signedOut = await newPage(390);
    await signedOut.goto(`${server.origin}/admin/users`);
    await signedOut.waitForURL((url) => url.pathname === "/admin/login");
    await signedOut.getByRole("heading", { name: "Admin Login" }).waitFor();
    await signedOut.screenshot({ path: `${SHOTS}/login-390.png`, fullPage: true });
    await signedOut.context().close();
  });
});
