import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { REVIEW_VIEWPORTS } from "./support/devices.ts";
import { type RunningServer, startServer } from "./support/start-server.ts";

/** One admin per viewport: logging one out ends all of its sessions. */
const adminEmail = (width: number) => `logout-admin-${width}@example.com`;
const PASSWORD = "Ballot-Frame-2931";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ env: { ADMIN_EMAILS: `${adminEmail(390)},${adminEmail(1280)}` } }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

let accounts = 0;

/** Signs the context in (the cookie lands in its jar) as a new account, or as the admin. */
async function signIn(context: BrowserContext, email?: string): Promise<void> {
  accounts += 1;
  const registered = await context.request.post(`${server.origin}/api/auth/register`, {
    // An address of its own per account: the per-IP sign-up budget is not under test here.
    headers: { "x-forwarded-for": `10.72.0.${accounts}` },
    data: { email: email ?? `logout-${accounts}@example.com`, password: PASSWORD, firstName: "Ada", lastName: "Lovelace" },
  });
  expect(registered.status(), await registered.text()).toBe(200);
}

/** The context's cookies as a Cookie header, to replay outside the browser. */
async function cookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(server.origin);
  expect(cookies.length).toBeGreaterThan(0);
  return cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

/** Who the server says the cookie belongs to, by the documented REST call and by the SPA's own check. */
async function whoIs(cookie: string): Promise<{ rest: number; trpcUser: unknown }> {
  const rest = await fetch(`${server.origin}/api/users/me`, { headers: { Cookie: cookie } });
  const trpc = await fetch(`${server.origin}/trpc/account.me`, { headers: { Cookie: cookie } });
  expect(trpc.status).toBe(200);
  const body = (await trpc.json()) as { result: { data: { user: unknown } } };
  return { rest: rest.status, trpcUser: body.result.data.user };
}

/** Clicks the control, checks the server was told, and proves the cookie from before is dead. */
async function logOutAndProve(page: Page, click: () => Promise<void>, landing: string): Promise<void> {
  const context = page.context();
  const oldCookie = await cookieHeader(context);
  expect(await whoIs(oldCookie)).toMatchObject({ rest: 200, trpcUser: expect.objectContaining({ email: expect.any(String) }) });

  const signedOut = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/account.signOut");
  await click();
  expect((await signedOut).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === landing);

  expect(await whoIs(oldCookie)).toEqual({ rest: 401, trpcUser: null });
  // A reload no longer opens the signed-in screens.
  await page.goto(`${server.origin}/dashboard`);
  await page.waitForURL((url) => url.pathname === "/auth");
}

describe.each(REVIEW_VIEWPORTS)("logout ($name, $width px)", ({ width, height }) => {
  async function signedInPage(path: string, email?: string): Promise<Page> {
    const context = await browser.newContext({ viewport: { width, height } });
    await signIn(context, email);
    const page = await context.newPage();
    await page.goto(`${server.origin}${path}`);
    return page;
  }

  it("the dashboard's Logout ends the session on the server and returns to /", async () => {
    const page = await signedInPage("/dashboard");
    await page.getByRole("heading", { name: "Creator dashboard" }).waitFor();
    await logOutAndProve(page, () => page.getByRole("main").getByRole("button", { name: "Logout" }).click(), "/");
    await page.context().close();
  });

  it("the header's Log out (account menu, or the phone's menu) ends the session, from the profile page", async () => {
    const page = await signedInPage("/profile");
    await page.getByRole("link", { name: "Back to Dashboard" }).waitFor();
    const header = page.getByRole("navigation", { name: "Main" });
    await logOutAndProve(
      page,
      async () => {
        if (width < 768) await header.getByRole("button", { name: "Open menu" }).click();
        else await header.getByRole("button", { name: /Account menu/ }).click();
        await header.getByRole("button", { name: "Log out" }).click();
      },
      "/",
    );
    await page.context().close();
  });

  it("the admin header's Logout ends the session and returns to the admin sign-in", async () => {
    const page = await signedInPage("/admin/dashboard", adminEmail(width));
    await page.getByText("Admin Panel").first().waitFor();
    await logOutAndProve(page, () => page.getByRole("banner").getByRole("button", { name: "Logout" }).click(), "/admin/login");
    await page.context().close();
  });
});
