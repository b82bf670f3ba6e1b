import { describe, expect, it } from "vitest";
import { severeViolations } from "./support/axe-scan.ts";
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

/** Pages a visitor can land on that are not routes of their own: a missing Twend's state and a redirect to sign-in. */
const LANDINGS = ["/campaign/no-such-twend", "/create"];

// One visit per page serves three reviews: what a visitor's first view does (layout shifts and the
// console, read before anything else touches the page), then axe on the page as it stands.
describe.each(REVIEW_VIEWPORTS)("an anonymous visitor on every public page ($name, $width px)", ({ width, height }) => {
  it("sees nothing move while code and data arrive, gets no console error or warning, and axe finds no serious violation in light or dark", async () => {
    const context = await app.browser.newContext({ viewport: { width, height } });
    await context.addInitScript(RECORD_SHIFTS);
    const page = await context.newPage();
    const paths = publicPaths(records());
    const consoleProblems: string[] = [];
    let current = "";
    // A missing Twend's page logs its 404 read, as a browser does; only the public pages' consoles are held clean.
    page.on("console", (message) => {
      const type = message.type();
      if (paths.includes(current) && (type === "error" || type === "warning"))
        consoleProblems.push(`${current}: console.${type}: ${message.text()} (${message.location().url})`);
    });
    page.on("pageerror", (error) => consoleProblems.push(`${current}: page error: ${error.message}`));

    const shifted: string[] = [];
    const violations: string[] = [];
    for (const path of [...paths, ...LANDINGS]) {
      current = path;
      await page.goto(`${app.server.origin}${path}`);
      await settle(page);
      await page.waitForTimeout(300);
      const shifts = await page.evaluate<Shift[]>("window.__shifts");
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      if (total > MAX_SHIFT)
        shifted.push(`${path}: ${total.toFixed(3)} (${shifts.map((shift) => `${shift.value.toFixed(3)} moving ${shift.moved.join(", ")}`).join("; ")})`);
      if (paths.includes(path)) violations.push(...(await severeViolations(page, path)));
    }
    expect(shifted).toEqual([]);
    expect(consoleProblems).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  }, 300_000);
});
