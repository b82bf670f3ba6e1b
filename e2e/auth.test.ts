import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";

const app = useAppUnderTest();

/** The path and query the page is on, as the spec writes them. */
function location(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

describe("accounts", () => {
  it("signs up, signs out, is sent to sign-in from /dashboard, and signs in back to /dashboard", async () => {
    const email = `e2e-${Date.now()}@example.com`;
    const password = "Ballot-Frame-2931";
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 900 } });

    // Sign up on /auth?action=signup; with no redirect parameter it lands on /dashboard.
    await page.goto(`${app.server.origin}/auth?action=signup`);
    await page.getByRole("tab", { name: "Sign Up", selected: true }).waitFor();
    await page.getByLabel("First name", { exact: true }).fill("Ada");
    await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password", { exact: true }).fill(password);
    const registered = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/account.register");
    await page.getByRole("button", { name: "Create Account" }).click();
    expect((await registered).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("heading", { name: "Creator dashboard" }).waitFor();

    // Sign out from the account menu: back on / with the Sign In link.
    await page.getByRole("button", { name: /Account menu/ }).click();
    const loggedOut = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/account.signOut");
    await page.getByRole("button", { name: "Log out" }).click();
    expect((await loggedOut).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).waitFor();

    // Signed out, /dashboard sends the visitor to sign in with a way back.
    await page.goto(`${app.server.origin}/dashboard`);
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(location(page)).toBe("/auth?action=signin&redirect=/dashboard");
    await page.getByRole("tab", { name: "Sign In", selected: true }).waitFor();

    // A wrong password shows the server's message and keeps the visitor here.
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await page.getByText("Invalid email or password").waitFor();
    expect(location(page)).toBe("/auth?action=signin&redirect=/dashboard");

    // The right one follows the redirect parameter back to /dashboard.
    await page.getByLabel("Password", { exact: true }).fill(password);
    const signedIn = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/account.login");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    expect((await signedIn).status()).toBe(200);
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("heading", { name: "Creator dashboard" }).waitFor();

    // The session is the server's cookie, so it survives a reload.
    await page.reload();
    await page.getByRole("heading", { name: "Creator dashboard" }).waitFor();
    expect(location(page)).toBe("/dashboard");
    await page.close();
  });
});
