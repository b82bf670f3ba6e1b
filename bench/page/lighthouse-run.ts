import { Launcher, launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";

/**
 * Chrome's own toolbar pages (the omnibox popup with its AI mode box), which recent desktop
 * Chromium builds load ahead, even headless, in a renderer of their own while the measured page
 * loads. A phone's browser draws its toolbar natively; here, on the single core the browser is
 * pinned to, those pages took the CPU from the page's tasks, and from Lighthouse's measure of the
 * host's speed.
 */
const BROWSER_UI_FEATURES = ["PreloadTopChromeWebUI", "WebUIOmniboxPopup", "WebUIOmniboxFullPopup", "WebUIOmniboxAimPopup"];

/** chrome-launcher's disabled features and those above in one switch: Chromium keeps only the last. */
function disabledFeatures(): string {
  const prefix = "--disable-features=";
  const launcherDefault = Launcher.defaultFlags().find((flag) => flag.startsWith(prefix));
  return prefix + [...(launcherDefault ? launcherDefault.slice(prefix.length).split(",") : []), ...BROWSER_UI_FEATURES].join(",");
}

/** The Chromium of the browser tests, with their flags: the machine's network is closed to it. */
const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  disabledFeatures(),
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const LARGEST_SHOWN = 5;

export interface Resource {
  url: string;
  bytes: number;
}

export interface LcpElement {
  selector: string;
  snippet: string;
  label: string;
}

/**
 * Who Lighthouse holds responsible for a long task: the page's HTML, one of its scripts, or nothing
 * it can name. A task it cannot name that starts before the first paint is the browser's own start
 * of the page (committing the navigation, creating the script context), on every page; after the
 * first paint, it is work Lighthouse cannot trace to a URL, such as evaluating a module that was
 * imported from a script.
 */
export type TaskSource = "document" | "script" | "browser" | "unattributed";

export interface LongTask {
  source: TaskSource;
  /** Start and length on Lighthouse's simulated phone. */
  startMs: number;
  ms: number;
}

/** One Lighthouse run's figures: scores 0 to 100, times in ms, sizes in bytes as transferred. */
export interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Time to Interactive: Total Blocking Time counts the blocking between FCP and it. */
  ttiMs: number;
  cls: number;
  speedIndexMs: number;
  bytes: number;
  largest: Resource[];
  lcpElement: LcpElement | null;
  /** TTFB, load delay, load time and render delay, in the order Lighthouse lists them. */
  lcpPhases: { phase: string; ms: number }[];
  /** The main thread's tasks over 50 ms, as the simulated phone would run them: what Total Blocking Time adds up. */
  longTasks: LongTask[];
  /** Lighthouse's measure of the host's speed (higher is faster); its CPU slowdown is applied on top of it. */
  benchmarkIndex: number;
  warnings: string[];
  /** Why Lighthouse ran again before this run, one entry per failed run. */
  retried: string[];
  /** Lighthouse's version and the emulation and throttling it applied, as the reader should know them. */
  settings: string;
}

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  if (typeof value !== "number") throw new Error(`Lighthouse gave no ${category} score`);
  return Math.round(value * 100);
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse's ${audit} audit has no value: ${lhr.audits[audit]?.errorMessage ?? "not run"}`);
  return value;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The items of a table in an audit's details, or of the tables in a list of them. */
function tables(details: unknown): Record<string, unknown>[][] {
  if (!isRecord(details)) return [];
  if (details.type === "table" && Array.isArray(details.items)) return [details.items.filter(isRecord)];
  if (details.type === "list" && Array.isArray(details.items)) return details.items.flatMap(tables);
  return [];
}

function largestResources(lhr: Result): Resource[] {
  const rows = tables(lhr.audits["total-byte-weight"]?.details)[0] ?? [];
  return rows
    .flatMap((row) => (typeof row.url === "string" && typeof row.totalBytes === "number" ? [{ url: row.url, bytes: row.totalBytes }] : []))
    .slice(0, LARGEST_SHOWN);
}

/** The LCP element and the phases of its time, from the largest-contentful-paint-element audit. */
function lcpDetails(lhr: Result): Pick<PageRun, "lcpElement" | "lcpPhases"> {
  const [elementRows = [], phaseRows = []] = tables(lhr.audits["largest-contentful-paint-element"]?.details);
  const node = elementRows[0]?.node;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    lcpElement: isRecord(node) ? { selector: text(node.selector), snippet: text(node.snippet), label: text(node.nodeLabel) } : null,
    lcpPhases: phaseRows.flatMap((row) => (typeof row.phase === "string" && typeof row.timing === "number" ? [{ phase: row.phase, ms: row.timing }] : [])),
  };
}

function longTasksOf(lhr: Result, url: string): LongTask[] {
  const rows = tables(lhr.audits["long-tasks"]?.details)[0] ?? [];
  const fcpMs = numeric(lhr, "first-contentful-paint");
  const sourceOf = (taskUrl: string, startMs: number): TaskSource => {
    if (taskUrl === new URL(url).href) return "document";
    if (/^https?:/.test(taskUrl)) return "script";
    return startMs < fcpMs ? "browser" : "unattributed";
  };
  return rows.flatMap((row) =>
    typeof row.url === "string" && typeof row.startTime === "number" && typeof row.duration === "number"
      ? [{ source: sourceOf(row.url, row.startTime), startMs: row.startTime, ms: row.duration }]
      : [],
  );
}

function settingsOf(lhr: Result): string {
  const { formFactor, screenEmulation: screen, throttlingMethod, throttling } = lhr.configSettings;
  return (
    `Lighthouse ${lhr.lighthouseVersion}, ${formFactor} ${screen.width}x${screen.height} at ${screen.deviceScaleFactor}x, throttling ${throttlingMethod}: ` +
    `${throttling.rttMs ?? 0} ms RTT, ${((throttling.throughputKbps ?? 0) / 1024).toFixed(1)} Mbit/s, ${throttling.cpuSlowdownMultiplier ?? 1}x CPU slowdown`
  );
}

/** Runtime errors Lighthouse asks to be run again for: its trace of the load missed the navigation's start. */
const RUN_AGAIN = new Set(["NO_NAVSTART"]);
const ATTEMPTS = 3;

/** One Lighthouse run of `url` in a Chromium of its own with a fresh profile, so every run loads the page cold. */
async function lighthouseOnce(url: string): Promise<Result> {
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's default navigation config (mobile: Moto G Power screen,
 * simulated slow 4G, 4x CPU slowdown) on `url`, run again, up to three runs in all, when
 * Lighthouse says its trace failed and to run it again (`retried` names why).
 */
export async function runLighthouse(url: string): Promise<PageRun> {
  const retried: string[] = [];
  for (;;) {
    const lhr = await lighthouseOnce(url);
    const error = lhr.runtimeError;
    if (error && RUN_AGAIN.has(error.code) && retried.length < ATTEMPTS - 1) {
      retried.push(error.code);
      continue;
    }
    if (error) throw new Error(`Lighthouse could not measure ${url}: ${error.code} ${error.message}`);
    return {
      performance: score(lhr, "performance"),
      accessibility: score(lhr, "accessibility"),
      bestPractices: score(lhr, "best-practices"),
      seo: score(lhr, "seo"),
      lcpMs: numeric(lhr, "largest-contentful-paint"),
      fcpMs: numeric(lhr, "first-contentful-paint"),
      tbtMs: numeric(lhr, "total-blocking-time"),
      ttiMs: numeric(lhr, "interactive"),
      cls: numeric(lhr, "cumulative-layout-shift"),
      speedIndexMs: numeric(lhr, "speed-index"),
      bytes: numeric(lhr, "total-byte-weight"),
      largest: largestResources(lhr),
      ...lcpDetails(lhr),
      longTasks: longTasksOf(lhr, url),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings,
      retried,
      settings: settingsOf(lhr),
    };
  }
}
