import { footerHeight } from "@twend/composition";
import { uploadHint } from "@twend/shared";
import type { Browser, BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser.ts";
import { startServer, type RunningServer } from "./support/start-server.ts";

let server: RunningServer;
let browser: Browser;
let background: Buffer;

const BACKGROUND = { width: 1000, height: 800 };

beforeAll(async () => {
  [server, browser, background] = await Promise.all([
    startServer(),
    launchBrowser(),
    sharp({ create: { ...BACKGROUND, channels: 3, background: "#4c1d95" } })
      .composite([{ input: Buffer.from('<svg width="1000" height="800"><circle cx="700" cy="300" r="220" fill="#f472b6"/></svg>') }])
      .png()
      .toBuffer(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface ApiReply {
  status: number;
  body: { success: boolean; data?: unknown; error?: unknown };
}

interface OwnedCampaign {
  id: number;
  short_id: string;
  title: string;
  avatar_x: number;
  avatar_y: number;
}

/** A same-origin call from the page, with its session cookie, as the SPA makes it. */
function apiGet(page: Page, path: string): Promise<ApiReply> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    return { status: response.status, body: (await response.json()) as ApiReply["body"] };
  }, path);
}

async function ownedCampaign(page: Page, id: number): Promise<OwnedCampaign> {
  const reply = await apiGet(page, "/api/user/campaigns");
  expect(reply.status).toBe(200);
  const found = (reply.body.data as OwnedCampaign[]).find((campaign) => campaign.id === id);
  if (!found) throw new Error(`Twend ${id} is not in the user's list`);
  return found;
}

async function signUpInto(page: Page, target: string): Promise<void> {
  await page.goto(`${server.origin}/auth?action=signup&redirect=${target}`);
  await page.getByRole("tab", { name: "Sign Up", selected: true }).waitFor();
  await page.getByLabel("First name", { exact: true }).fill("Grace");
  await page.getByLabel("Last name", { exact: true }).fill("Hopper");
  await page.getByLabel("Email", { exact: true }).fill(`studio-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`);
  await page.getByLabel("Password", { exact: true }).fill("Compiler-Frame-1952");
  await page.getByLabel("Confirm password", { exact: true }).fill("Compiler-Frame-1952");
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.waitForURL((url) => url.pathname === target);
}

async function uploadBackground(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name: "frame.png", mimeType: "image/png", buffer: background });
}

/** The design canvas once the composition code has drawn the background on it (a fresh canvas is 300 px wide). */
async function drawnCanvas(page: Page) {
  const canvas = page.getByRole("application", { name: /Design preview/ });
  await canvas.waitFor();
  await page.getByText("Loading preview...").waitFor({ state: "hidden" });
  // A string: this package is type-checked without the DOM library.
  await page.waitForFunction(`(document.querySelector('canvas[role="application"]')?.width ?? 300) !== 300`);
  return canvas;
}

/**
 * Where the default photo slot's centre (100 + 120 / 2 = 160 on both axes of
 * the 500-unit design space) is on screen: the canvas shows the background
 * with the footer strip below it.
 */
async function avatarCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await (await drawnCanvas(page)).boundingBox();
  if (!box) throw new Error("The design canvas is not on screen");
  const backgroundShare = BACKGROUND.height / (BACKGROUND.height + footerHeight(BACKGROUND.height));
  return { x: box.x + (160 / 500) * box.width, y: box.y + (160 / 500) * box.height * backgroundShare };
}

async function dragWithMouse(page: Page, from: { x: number; y: number }, by: { x: number; y: number }): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + by.x, from.y + by.y, { steps: 8 });
  await page.mouse.up();
}

/** A finger drag, through Chromium's touch input: the canvas must take it (touch-action: none) instead of scrolling. */
async function dragWithFinger(context: BrowserContext, page: Page, from: { x: number; y: number }, by: { x: number; y: number }): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= 8; step++) {
    const point = { x: from.x + (by.x * step) / 8, y: from.y + (by.y * step) / 8 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/** The slot's position as the studio reports it under the preview. */
async function shownAvatar(page: Page): Promise<{ x: number; y: number }> {
  const text = await page.getByText(/^Photo slot at \d+, \d+/).textContent();
  const match = /Photo slot at (\d+), (\d+)/.exec(text ?? "");
  if (!match) throw new Error(`No slot position in ${JSON.stringify(text)}`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

async function createdCampaign(page: Page, submit: () => Promise<void>): Promise<{ id: number; short_id: string; title: string }> {
  const created = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/studio.create");
  await submit();
  const response = await created;
  const body = (await response.json()) as { result: { data: { id: number; short_id: string; title: string } } };
  expect(response.status(), JSON.stringify(body)).toBe(200);
  return body.result.data;
}

/** The result screen: the share link, and Copy saying 'Copied!' for 2 s. */
async function checkResult(page: Page, shortId: string): Promise<void> {
  await page.getByText("Your Twend is live").waitFor();
  const link = page.getByLabel("Share link");
  expect(await link.inputValue()).toBe(`${server.origin}/campaign/${shortId}`);
  await page.getByRole("button", { name: "Copy" }).click();
  await page.getByText("Copied!").waitFor();
  expect(await page.evaluate("navigator.clipboard.readText()")).toBe(`${server.origin}/campaign/${shortId}`);
  await page.getByText("Copied!").waitFor({ state: "hidden", timeout: 5000 });
  await page.getByRole("link", { name: "View Twend" }).waitFor();
  await page.getByRole("button", { name: "Create Another" }).waitFor();
}

/** After the edit: the new link answers, and the old one still leads to the same Twend. */
async function checkLinks(page: Page, id: number, oldShortId: string, newShortId: string): Promise<void> {
  const renamed = await apiGet(page, `/api/campaigns/${newShortId}`);
  expect(renamed.status).toBe(200);
  expect(renamed.body.data).toMatchObject({ id, short_id: newShortId });
  const old = await apiGet(page, `/api/campaigns/${oldShortId}`);
  expect(old.status).toBe(200);
  expect(old.body.data).toMatchObject({ id, short_id: newShortId });
}

describe("creator studio", () => {
  it("creates a Twend on a desktop, drags the photo slot, renames it, then changes its custom link", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
    const page = await context.newPage();
    await signUpInto(page, "/create");

    // Wide screens get the single page: preview and settings side by side.
    await page.getByRole("heading", { name: "Create a Twend", level: 1 }).waitFor();
    const submit = page.getByRole("button", { name: "Create Twend" });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel("Title", { exact: true }).fill("Desktop Pride 2026");
    expect(await submit.isDisabled()).toBe(true);
    await uploadBackground(page);
    await dragWithMouse(page, await avatarCentre(page), { x: 80, y: 60 });
    await page.getByText(/Photo slot at (?!100, 100)\d+, \d+/).waitFor();

    // The drag left the canvas focused with the slot selected: Shift+arrow moves it 10 units, an arrow 1.
    const dragged = await shownAvatar(page);
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("ArrowDown");
    await page.getByText(`Photo slot at ${dragged.x + 10}, ${dragged.y + 1}`).waitFor();

    const created = await createdCampaign(page, () => submit.click());
    await checkResult(page, created.short_id);
    const saved = await ownedCampaign(page, created.id);
    expect(saved.avatar_x).toBeGreaterThan(100);
    expect(saved.avatar_y).toBeGreaterThan(100);

    // The title can be renamed in place on wide screens.
    await page.getByRole("button", { name: "Rename Twend" }).click();
    await page.getByLabel("Twend title").fill("Desktop Pride 2026 (final)");
    const renamed = page.waitForResponse((r) => new URL(r.url()).pathname === "/trpc/studio.update");
    await page.getByLabel("Twend title").press("Enter");
    expect((await renamed).status()).toBe(200);
    await page.getByRole("heading", { name: "Desktop Pride 2026 (final)" }).waitFor();
    expect((await ownedCampaign(page, created.id)).title).toBe("Desktop Pride 2026 (final)");

    // The editor opens on the stored design; the custom link is cleaned up as it is typed.
    await page.goto(`${server.origin}/edit/${created.id}`);
    await page.getByRole("heading", { name: "Edit Twend", level: 1 }).waitFor();
    await drawnCanvas(page);
    const customLink = page.getByLabel("Custom link");
    expect(await customLink.inputValue()).toBe(created.short_id);
    await customLink.fill("Desktop Link_2026!");
    expect(await customLink.inputValue()).toBe("desktoplink2026");
    await page.getByText("Use letters, numbers, and hyphens only. 3-50 characters.").waitFor();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");

    await checkLinks(page, created.id, created.short_id, "desktoplink2026");
    const edited = await ownedCampaign(page, created.id);
    expect({ x: edited.avatar_x, y: edited.avatar_y }).toEqual({ x: saved.avatar_x, y: saved.avatar_y });
    await context.close();
  });

  it("creates a Twend on a 390 px phone through the wizard, dragging with a finger, then edits its link in the wizard", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
    const page = await context.newPage();
    await signUpInto(page, "/create");

    // Step 1, Details: Continue waits for a title.
    await page.getByText("Step 1 of 4 · Details").waitFor();
    const next = page.getByRole("button", { name: "Continue" });
    expect(await next.isDisabled()).toBe(true);
    await page.getByLabel("Title", { exact: true }).fill("Phone Pride 2026");
    await next.click();

    // Step 2, Media: picking a background moves on to the design by itself.
    await page.getByText("Step 2 of 4 · Media").waitFor();
    await page.getByText(uploadHint("background"), { exact: true }).waitFor();
    await uploadBackground(page);
    await page.getByText("Step 3 of 4 · Design").waitFor();

    await dragWithFinger(context, page, await avatarCentre(page), { x: 60, y: 40 });
    await page.getByText(/Photo slot at (?!100, 100)\d+, \d+/).waitFor();
    await next.click();

    await page.getByText("Step 4 of 4 · Publish").waitFor();
    const created = await createdCampaign(page, () => page.getByRole("button", { name: "Create Twend" }).click());
    await checkResult(page, created.short_id);
    const saved = await ownedCampaign(page, created.id);
    expect(saved.avatar_x).toBeGreaterThan(100);
    expect(saved.avatar_y).toBeGreaterThan(100);

    // The editor's wizard: Continue, Continue, Review Changes, Save Changes.
    await page.goto(`${server.origin}/edit/${created.id}`);
    await page.getByText("Step 1 of 4 · Campaign Details").waitFor();
    const customLink = page.getByLabel("Custom link");
    expect(await customLink.inputValue()).toBe(created.short_id);
    await customLink.fill("Phone-Link-2026");
    expect(await customLink.inputValue()).toBe("phone-link-2026");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Step 2 of 4 · Background Image").waitFor();
    await page.getByText(uploadHint("background"), { exact: true }).waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("Step 3 of 4 · Design Settings").waitFor();
    await drawnCanvas(page);
    await page.getByRole("button", { name: "Review Changes" }).click();
    await page.getByText("Step 4 of 4 · Save Changes").waitFor();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");

    await checkLinks(page, created.id, created.short_id, "phone-link-2026");
    await context.close();
  });
});
