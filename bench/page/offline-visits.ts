import type { BrowserContext, Page } from "playwright-core";
import { launchBrowser } from "../../e2e/support/browser.ts";
import { PHONE } from "../../e2e/support/devices.ts";
import { percentile } from "../generate/percentile.ts";

/** The CPU slowdown of Lighthouse's phone, the one part of its throttling a service worker's page can be given here. */
const CPU_SLOWDOWN = 4;
/** How long the service worker may take to install and take over after the first visit. */
const CONTROL_TIMEOUT_MS = 30_000;
const POLL_MS = 200;

/** In the page, as strings: the e2e and bench projects are typed without the DOM. */
const CONTROLLED_AND_KEPT = "navigator.serviceWorker.controller !== null && caches.match(location.href, { ignoreVary: true }).then((kept) => kept !== undefined)";
// The page's last largest-contentful-paint entry, read once it has loaded and the network is quiet.
const LCP = `new Promise((resolve) => new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? NaN)).observe({ type: "largest-contentful-paint", buffered: true }))`;

export interface VisitRound {
  firstMs: number;
  repeatMs: number;
  offlineMs: number;
}

async function lcpOf(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: "networkidle" });
  return (await page.evaluate(LCP)) as number;
}

async function untilControlled(page: Page): Promise<void> {
  const deadline = Date.now() + CONTROL_TIMEOUT_MS;
  while (!(await page.evaluate(CONTROLLED_AND_KEPT))) {
    if (Date.now() > deadline) throw new Error("the service worker did not take over the Twend's page");
    await page.waitForTimeout(POLL_MS);
  }
}

/** A tab as a phone's: its size, its browser, its CPU slowed as Lighthouse slows it. */
async function phoneTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return page;
}

/**
 * One visitor's three loads of a Twend's page, in a fresh context each round: the first visit
 * (no service worker yet), a repeat visit with the service worker in control, and a visit with
 * the network off. Each load in a tab of its own, so no page's memory serves the next.
 */
export async function measureOfflineVisits(url: string, rounds: number, onRound: (round: number, run: VisitRound) => void): Promise<VisitRound[]> {
  const browser = await launchBrowser();
  const runs: VisitRound[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const context = await browser.newContext(PHONE);
      const first = await phoneTab(context);
      const firstMs = await lcpOf(first, url);
      await untilControlled(first);
      await first.close();
      const repeatMs = await lcpOf(await phoneTab(context), url);
      await context.setOffline(true);
      const offlineMs = await lcpOf(await phoneTab(context), url);
      await context.close();
      const run = { firstMs, repeatMs, offlineMs };
      runs.push(run);
      onRound(round, run);
    }
  } finally {
    await browser.close();
  }
  return runs;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Median / max of each visit's LCP, and the goals: a repeat visit no slower than the first, offline within 1.2x of the repeat. */
export function printOfflineReport(runs: readonly VisitRound[]): void {
  const cell = (values: number[]) => `${seconds(percentile(values, 50))} / ${seconds(Math.max(...values))}`;
  const first = runs.map((r) => r.firstMs);
  const repeat = runs.map((r) => r.repeatMs);
  const offline = runs.map((r) => r.offlineMs);
  const repeatRatio = percentile(
    runs.map((r) => r.repeatMs / r.firstMs),
    50,
  );
  const offlineRatio = percentile(
    runs.map((r) => r.offlineMs / r.repeatMs),
    50,
  );
  console.log(`campaign page LCP in Chromium at 390 px with ${CPU_SLOWDOWN}x CPU slowdown and the machine's own network, median / max of ${runs.length} fresh contexts:`);
  console.log(`  first visit                        ${cell(first)}`);
  console.log(`  repeat visit, service worker       ${cell(repeat)}  ${repeatRatio.toFixed(2)}x the first (goal <= 1.00x) ${repeatRatio <= 1 ? "met" : "MISSED"}`);
  console.log(`  offline                            ${cell(offline)}  ${offlineRatio.toFixed(2)}x the repeat (goal <= 1.20x) ${offlineRatio <= 1.2 ? "met" : "MISSED"}`);
}
