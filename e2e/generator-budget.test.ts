import { gzipSync } from "node:zlib";
import type { Locale } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { textsIn } from "./support/catalogs.ts";
import { DESKTOP, PHONE } from "./support/devices.ts";
import { isFetchedScript, scriptBody } from "./support/scripts.ts";

const app = useAppUnderTest();

/** Gzipped JavaScript a visitor of a shared Twend may download before the generator is usable. */
const FIRST_LOAD_BUDGET_BYTES = 120 * 1024;

/** Chunks of signed-in screens: the studio, the dashboard, analytics charts and admin. */
const PRIVATE_CHUNK = /\/assets\/(CreatePage|EditPage|Studio|use-studio|Dashboard|CampaignStats|Admin|recharts)/;

/**
 * Zod's core names its schema classes with this string, which minifying keeps. The visitor's page
 * validates nothing itself (the API does), so building schemas there would only cost its first load.
 */
const VALIDATION_CODE = "$ZodType";

/** V8's explicit compile hint, heeded on a file's first line. */
const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad\n";

/**
 * English, and two of the larger catalogues, one of them right to left: the page's texts come in
 * the visitor's language, and a language whose texts are longer must fit the budget too.
 */
const LOCALES: readonly Locale[] = ["en", "ar", "id"];

/**
 * Most visitors of a shared link open it on a phone, whose layout the server can tell from its
 * browser, often on a slow network: the budget is theirs. A computer gets the two-column
 * generator, whose code is its own; it is held to the rest.
 */
const VISITS = [
  ...LOCALES.map((locale) => ({ device: "a phone", browser: PHONE, locale, firstStep: "Continue", budget: FIRST_LOAD_BUDGET_BYTES })),
  { device: "a computer", browser: DESKTOP, locale: "en" as Locale, firstStep: "Generate DP", budget: Number.POSITIVE_INFINITY },
];

describe("public generator weight", () => {
  it.each(VISITS)(
    "on $device in $locale: loads no signed-in screens' or validation code, gets its scripts compressed, its entry compiled as it arrives, and keeps to its first-load budget, if it has one",
    async ({ device, browser, locale, firstStep, budget }) => {
      const trending = (await (await fetch(`${app.server.origin}/api/campaigns/trending`)).json()) as { data: Array<{ short_id: string }> };
      const shortId = trending.data[0]?.short_id ?? "";
      expect(shortId).not.toBe("");
      const text = await textsIn(locale);

      // The browser's language (its Accept-Language) picks the page's.
      const context = await app.browser.newContext({ ...browser, locale });
      const page = await context.newPage();
      const scripts: Array<{ url: string; encoding: string | undefined; bytes: Promise<Buffer> }> = [];
      page.on("response", (response) => {
        if (isFetchedScript(response)) {
          scripts.push({ url: response.url(), encoding: response.headers()["content-encoding"], bytes: scriptBody(response) });
        }
      });
      // The page paints from its HTML before the app's code is fetched, and the network can fall
      // quiet in between: the app has started, its first screen's code loaded, once it records the view.
      const started = page.waitForRequest((request) => request.url().includes("/trpc/campaigns.recordView"));
      await page.goto(`${app.server.origin}/campaign/${shortId}`, { waitUntil: "networkidle" });
      await started;
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(locale);
      // The generator is usable: the phone's first step, or the computer's columns with their button.
      await expect.poll(() => page.getByRole("button", { name: text(firstStep) }).count()).toBeGreaterThan(0);

      // Re-compressed here with gzip so the figure does not depend on which encoding the server chose.
      const loaded = await Promise.all(
        scripts.map(async (s) => {
          const body = await s.bytes;
          return {
            ...s,
            gzip: gzipSync(body).byteLength,
            validates: body.includes(VALIDATION_CODE),
            compiledOnLoad: body.toString("latin1").startsWith(COMPILE_ALL_ON_LOAD),
          };
        }),
      );
      const entry = new URL((await page.locator("meta[name=app-entry]").getAttribute("content")) ?? "", app.server.origin).href;
      // Only the entry, nearly all of which runs to start the page: the hint makes V8 compile all of a file.
      expect(loaded.filter((s) => s.compiledOnLoad).map((s) => s.url)).toEqual([entry]);
      const total = loaded.reduce((sum, s) => sum + s.gzip, 0);
      const report = [
        `generator first load on ${device} (${locale}): ${loaded.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`,
        ...loaded.map((s) => `  ${(s.gzip / 1024).toFixed(1)} KB ${s.url}`),
      ].join("\n");
      console.log(report);

      expect(loaded.length).toBeGreaterThan(0);
      for (const s of loaded) {
        expect(s.url).not.toMatch(PRIVATE_CHUNK);
        expect(s.validates, `${s.url} carries schema validation code`).toBe(false);
        if (s.gzip > 1024) expect(s.encoding, s.url).toMatch(/^(br|gzip)$/);
      }
      expect(total, report).toBeLessThanOrEqual(budget);
      await context.close();
    },
  );
});
