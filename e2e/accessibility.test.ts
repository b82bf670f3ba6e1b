import { LIMITS } from "@twend/shared";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { severeViolations } from "./support/axe-scan.ts";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { REVIEW_VIEWPORTS } from "./support/devices.ts";
import { settle } from "./support/public-pages.ts";

const PASSWORD = "Ballot-Frame-2931";

const app = useAppUnderTest();
let background: Buffer;

beforeAll(async () => {
  background = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#1e3a8a" } })
    .png()
    .toBuffer();
});

let accounts = 0;

/** A new account signed in on its own context, owning one Twend; the Twend's id. */
async function signedInContext(width: number, height: number): Promise<{ context: BrowserContext; campaignId: number }> {
  accounts += 1;
  const context = await app.browser.newContext({ viewport: { width, height } });
  const registered = await context.request.post(`${app.server.origin}/api/auth/register`, {
    headers: { "x-forwarded-for": `10.73.0.${accounts}` },
    data: { email: `axe-${accounts}@example.com`, password: PASSWORD, firstName: "Ada", lastName: "Lovelace" },
  });
  expect(registered.status(), await registered.text()).toBe(200);
  const created = await context.request.post(`${app.server.origin}/api/campaigns`, {
    data: { title: "Axe Check Rally", background_image_url: `data:image/png;base64,${background.toString("base64")}`, category: "Social" },
  });
  expect(created.status(), await created.text()).toBe(200);
  const { data } = (await created.json()) as { data: { id: number } };
  return { context, campaignId: data.id };
}

async function uploadBackground(page: Page): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles({ name: "frame.png", mimeType: "image/png", buffer: background });
}

/** Scans the page once its content and requests have settled. */
async function scanSettled(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  return severeViolations(page, where);
}

describe.each(REVIEW_VIEWPORTS)("axe on signed-in screens ($name, $width px)", ({ width, height }) => {
  it("finds none on the account pages: dashboard, a Twend's stats and team DPs, the profile and its edit form", async () => {
    const { context, campaignId } = await signedInContext(width, height);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of ["/dashboard", `/dashboard/twends/${campaignId}/stats`, `/dashboard/twends/${campaignId}/batch`, "/profile"]) {
      await page.goto(`${app.server.origin}${path}`);
      await settle(page);
      found.push(...(await severeViolations(page, path)));
    }
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByRole("button", { name: "Save Changes" }).waitFor();
    found.push(...(await severeViolations(page, "/profile (editing)")));
    expect(found).toEqual([]);
    await context.close();
  });

  it("finds none in the studio: every step of creating a Twend, its result, and the editor", async () => {
    const { context, campaignId } = await signedInContext(width, height);
    const page = await context.newPage();
    const found: string[] = [];
    await page.goto(`${app.server.origin}/create`);
    await settle(page);
    found.push(...(await severeViolations(page, "/create (empty)")));
    await page.getByLabel("Title", { exact: true }).fill("Axe Studio Rally");
    if (width < LIMITS.mobileBreakpoint) {
      // The wizard: details, then media (picking a background moves on to the design), then publish.
      await page.getByRole("button", { name: "Continue" }).click();
      await page.locator('input[type="file"]').waitFor({ state: "attached" });
      found.push(...(await scanSettled(page, "/create (step 2)")));
      await uploadBackground(page);
      await page.getByRole("application", { name: /Design preview/ }).waitFor();
      found.push(...(await scanSettled(page, "/create (step 3)")));
      await page.getByRole("button", { name: "Continue" }).click();
      found.push(...(await scanSettled(page, "/create (step 4)")));
    } else {
      await uploadBackground(page);
      await page.getByRole("application", { name: /Design preview/ }).waitFor();
      found.push(...(await scanSettled(page, "/create (filled in)")));
    }
    await page.getByRole("button", { name: "Create Twend" }).click();
    await page.getByText("Your Twend is live").waitFor();
    found.push(...(await scanSettled(page, "/create (result)")));

    await page.goto(`${app.server.origin}/edit/${campaignId}`);
    await settle(page);
    found.push(...(await severeViolations(page, "/edit")));
    if (width < LIMITS.mobileBreakpoint) {
      for (const [step, next] of [
        [1, "Continue"],
        [2, "Continue"],
        [3, "Review Changes"],
      ] as const) {
        await page.getByRole("button", { name: next }).click();
        found.push(...(await scanSettled(page, `/edit (step ${step + 1})`)));
      }
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
