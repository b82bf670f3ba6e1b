import { describe, expect, it } from "vitest";
import { useAppUnderTest } from "./support/app-under-test.ts";
import { REVIEW_VIEWPORTS } from "./support/devices.ts";
import { publicPaths, settle, usePublicRecords } from "./support/public-pages.ts";

const app = useAppUnderTest();
const records = usePublicRecords(app);

// Good, by Core Web Vitals' measure, is 0.1; the campaign issue holds its pages to 0.05.
const MAX_SHIFT = 0.05;

/** Records, from the document's start, every shift Chromium reports that no input caused (in-page code, hence a string). */
const RECORD_SHIFTS = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.hadRecentInput) continue;
    window.__shifts.push({ value: entry.value, moved: entry.sources.map((source) => source.node ? source.node.nodeName.toLowerCase() : "?") });
  }
}).observe({ type: "layout-shift", buffered: true });`;

interface Shift {
  value: number;
  moved: string[];
}

describe.each(REVIEW_VIEWPORTS)("an anonymous visitor's first view of each page ($name, $width px)", ({ width, height }) => {
  it("moves nothing while the page's code and data arrive, a not-found Twend and a redirect to sign-in included", async () => {
    const context = await app.browser.newContext({ viewport: { width, height } });
    await context.addInitScript(RECORD_SHIFTS);
    const page = await context.newPage();
    const shifted: string[] = [];
    for (const path of [...publicPaths(records()), "/campaign/no-such-twend", "/create"]) {
      await page.goto(`${app.server.origin}${path}`);
      await settle(page);
      await page.waitForTimeout(300);
      const shifts = await page.evaluate<Shift[]>("window.__shifts");
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      if (total > MAX_SHIFT)
        shifted.push(`${path}: ${total.toFixed(3)} (${shifts.map((shift) => `${shift.value.toFixed(3)} moving ${shift.moved.join(", ")}`).join("; ")})`);
    }
    expect(shifted).toEqual([]);
    await context.close();
  }, 180_000);
});
