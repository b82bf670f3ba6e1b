import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { directionOf, type Locale } from "@twend/shared";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { englishLeftOver, textsIn } from "./support/catalogs.ts";
import { PHONE } from "./support/devices.ts";
import { type SeededCampaign, topTrendingCampaign } from "./support/seeded-campaign.ts";
import { openCampaignPage } from "./support/campaign-page.ts";

const app = useAppUnderTest();
let campaign: SeededCampaign;
let photo: Buffer;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ARTIFACTS = path.join(import.meta.dirname, "artifacts");

beforeAll(async () => {
  [campaign, photo] = await Promise.all([
    topTrendingCampaign(app.server.origin),
    sharp({ create: { width: 600, height: 400, channels: 3, background: "#ff00ff" } })
      .png()
      .toBuffer(),
  ]);
  await mkdir(ARTIFACTS, { recursive: true });
});

/** A phone whose browser prefers `locale`, recording page errors and console errors. */
async function phoneIn(locale: Locale): Promise<{ page: Page; problems: string[] }> {
  // A context of its own, which axe needs, closed with its page.
  const context = await app.browser.newContext({ ...PHONE, locale, acceptDownloads: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.server.origin });
  const page = await context.newPage();
  page.on("close", () => void context.close());
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  return { page, problems };
}

/**
 * The English texts of the page's catalogue still on the page, which the locale says otherwise.
 * The Twend's title and description are its creator's words, shown as written, and may well hold
 * one of those texts ("Add your photo to the neon frame"): they are left out.
 */
async function englishOnPage(page: Page, locale: Locale): Promise<string[]> {
  let shown = await page.locator("body").innerText();
  for (const creatorsWords of [campaign.title, campaign.description]) if (creatorsWords) shown = shown.replaceAll(creatorsWords, "");
  return (await englishLeftOver(locale)).filter((english) => shown.includes(english));
}

describe("the generator in the visitor's language", () => {
  it.each<Locale>(["ar", "id"])("makes a DP from a photo to the downloaded PNG in %s on a 390 px phone", async (locale) => {
    const text = await textsIn(locale);
    const { page, problems } = await phoneIn(locale);
    await openCampaignPage(page, `${app.server.origin}/campaign/${campaign.short_id}`);

    const root = page.locator("html");
    expect(await root.getAttribute("lang")).toBe(locale);
    expect(await root.getAttribute("dir")).toBe(directionOf(locale));
    await page.getByRole("heading", { name: text("Add your photo") }).waitFor();
    expect(await englishOnPage(page, locale)).toEqual([]);
    await page.screenshot({ path: path.join(ARTIFACTS, `generator-${locale}-390.png`), fullPage: true });

    await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    if (campaign.include_text) await page.getByLabel(text("Your name")).fill("Ada");
    await page.getByRole("button", { name: text("Continue") }).click();
    await page.getByRole("heading", { name: text("Adjust and generate") }).waitFor();
    expect(await englishOnPage(page, locale)).toEqual([]);
    await page.getByRole("button", { name: text("Generate DP") }).click();
    await page.getByRole("heading", { name: text("Your DP is ready!") }).waitFor();
    expect(await englishOnPage(page, locale)).toEqual([]);
    // The link the visitor copies opens the Twend in the language they made their DP in, whoever follows it.
    await page
      .getByRole("region", { name: text("Caption") })
      .getByRole("button", { name: text("Copy") })
      .click();
    await page
      .getByRole("region", { name: text("Caption") })
      .getByRole("button", { name: text("Copied!") })
      .waitFor();
    expect(await page.evaluate("navigator.clipboard.readText()")).toContain(`${app.server.origin}/${locale}/campaign/${campaign.short_id}`);
    await page.screenshot({ path: path.join(ARTIFACTS, `generator-${locale}-result-390.png`), fullPage: true });

    const link = page.getByRole("link", { name: text("Download"), exact: true });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const png = await readFile(await download.path());
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(campaign.background_width);
    expect(download.suggestedFilename()).toMatch(/\.png$/);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("has no serious accessibility problem in Arabic, right to left", async () => {
    const { page } = await phoneIn("ar");
    await openCampaignPage(page, `${app.server.origin}/campaign/${campaign.short_id}`);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(severe).toEqual([]);
    await page.close();
  });
});

describe("choosing a language", () => {
  it("switches the page at once from the footer, and the server serves the choice from then on", async () => {
    const text = await textsIn("fr");
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "en-US" });
    await page.goto(`${app.server.origin}/about`);
    await page.getByRole("contentinfo").getByLabel("Language").selectOption("fr");
    await page.getByRole("navigation", { name: text("Main") }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
    await page.goto(`${app.server.origin}/help`);
    expect(await page.locator("html").getAttribute("data-locale")).toBe("fr");
    await page.getByRole("navigation", { name: text("Footer") }).waitFor();
    await page.close();
  });
});

describe("a language's own address", () => {
  it("serves a Twend in Spanish whatever the browser says, keeps links inside in Spanish, and the switcher goes to the French address", async () => {
    const [es, fr] = await Promise.all([textsIn("es"), textsIn("fr")]);
    const page = await app.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: "ar" });
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(error.message));
    await openCampaignPage(page, `${app.server.origin}/es/campaign/${campaign.short_id}`);
    const root = page.locator("html");
    expect([await root.getAttribute("lang"), await root.getAttribute("dir")]).toEqual(["es", "ltr"]);
    await page.getByRole("navigation", { name: es("Footer") }).waitFor();
    expect(await page.locator('link[rel="alternate"][hreflang]').count()).toBe(11);
    await page.screenshot({ path: path.join(ARTIFACTS, "address-es-1280.png"), fullPage: true });

    await page.getByRole("contentinfo").getByLabel(es("Language")).selectOption("fr");
    await page.waitForURL(`${app.server.origin}/fr/campaign/${campaign.short_id}`);
    await page.getByRole("navigation", { name: fr("Footer") }).waitFor();
    await page.getByText(fr("Upload your photo"), { exact: true }).waitFor();
    expect(await root.getAttribute("lang")).toBe("fr");
    // Back is the Spanish address, in Spanish again.
    await page.goBack();
    await page.getByRole("navigation", { name: es("Footer") }).waitFor();
    expect(await root.getAttribute("lang")).toBe("es");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: es("About"), exact: true })
      .click();
    await page.waitForURL(`${app.server.origin}/es/about`);

    // The sitemap lists this address among the others, in XML a browser reads without error.
    const address = `${app.server.origin}/es/campaign/${campaign.short_id}`;
    const sitemap: unknown = await page.evaluate(`(async () => {
      const xml = new DOMParser().parseFromString(await (await fetch("/sitemaps/twends-1.xml")).text(), "application/xml");
      const locs = [...xml.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map((loc) => loc.textContent);
      const links = xml.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link").length;
      return { errors: xml.getElementsByTagName("parsererror").length, listed: locs.includes(${JSON.stringify(address)}), linksPerUrl: links / locs.length };
    })()`);
    expect(sitemap).toEqual({ errors: 0, listed: true, linksPerUrl: 11 });
    expect(problems).toEqual([]);
    await page.close();
  });
});

describe("signing up in Spanish", () => {
  it("labels every field in Spanish, refuses a short password in Spanish and lands on the dashboard", async () => {
    const text = await textsIn("es");
    const page = await app.browser.newPage({ viewport: { width: 390, height: 844 }, locale: "es-ES" });
    await page.goto(`${app.server.origin}/auth?action=signup`);
    await page.getByRole("tab", { name: text("Sign Up"), selected: true }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("es");
    await page.getByLabel(text("First name"), { exact: true }).fill("Ada");
    await page.getByLabel(text("Last name"), { exact: true }).fill("Lovelace");
    await page.getByLabel(text("Email"), { exact: true }).fill(`es-${Date.now()}@example.com`);
    await page.getByLabel(text("Password"), { exact: true }).fill("short");
    await page.getByLabel(text("Confirm password"), { exact: true }).fill("short");
    await page.getByRole("button", { name: text("Create Account") }).click();
    await page.getByText(text("Password must be at least 8 characters long")).first().waitFor();

    const password = "Ballot-Frame-2931";
    await page.getByLabel(text("Password"), { exact: true }).fill(password);
    await page.getByLabel(text("Confirm password"), { exact: true }).fill(password);
    await page.getByRole("button", { name: text("Create Account") }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await page.getByRole("heading", { name: text("Creator dashboard") }).waitFor();
    await page.close();
  });
});
