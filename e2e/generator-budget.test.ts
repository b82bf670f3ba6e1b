import { gzipSync } from "node:zlib";
import type { Locale } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { textsIn } from "./support/catalogs.ts";
import { PHONE } from "./support/devices.ts";

const app = useAppUnderTest();

/** Gzipped JavaScript a visitor of a shared Twend may download before the generator is usable. */
const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

/** Chunks of signed-in screens: the studio, the dashboard, analytics charts and admin. */
const PRIVATE_CHUNK = /\/assets\/(CreatePage|EditPage|Studio|use-studio|Dashboard|TwendStats|Admin|recharts)/;

/**
 * English, and two of the larger catalogues, one of them right to left: the page's texts come in
 * the visitor's language, and a language whose texts are longer must fit the budget too.
 */
const LOCALES: readonly Locale[] = ["en", "ar", "id"];

describe("public generator weight", () => {
  it.each(LOCALES)("stays within its first-load budget in %s, loads no signed-in screens' code, and gets its scripts compressed", async (locale) => {
    const trending = (await (await fetch(`${app.server.origin}/api/campaigns/trending`)).json()) as { data: Array<{ short_id: string }> };
    const shortId = trending.data[0]?.short_id ?? "";
    expect(shortId).not.toBe("");
    const text = await textsIn(locale);

    // Most visitors of a shared link open it on a phone, whose layout the server can tell from its browser.
    // The browser's language (its Accept-Language) picks the page's.
    const context = await app.browser.newContext({ ...PHONE, locale });
    const page = await context.newPage();
    const scripts: Array<{ url: string; encoding: string | undefined; bytes: Promise<Buffer> }> = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") {
        scripts.push({ url: response.url(), encoding: response.headers()["content-encoding"], bytes: response.body() });
      }
    });
    await page.goto(`${app.server.origin}/campaign/${shortId}`, { waitUntil: "networkidle" });
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(locale);
    await expect.poll(() => page.getByRole("button", { name: text("Continue") }).count()).toBeGreaterThan(0);

    // Re-compressed here with gzip so the figure does not depend on which encoding the server chose.
    const loaded = await Promise.all(scripts.map(async (s) => ({ ...s, gzip: gzipSync(await s.bytes).byteLength })));
    const total = loaded.reduce((sum, s) => sum + s.gzip, 0);
    const report = [
      `generator first load (${locale}): ${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`,
      ...loaded.map((s) => `  ${(s.gzip / 1024).toFixed(1)} KB ${s.url}`),
    ].join("\n");
    console.log(report);

    expect(loaded.length).toBeGreaterThan(0);
    for (const s of loaded) {
      expect(s.url).not.toMatch(PRIVATE_CHUNK);
      if (s.gzip > 1024) expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
    }
    expect(total, report).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
    await context.close();
  });
});
