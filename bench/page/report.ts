import { percentile } from "../generate/percentile.ts";
import type { PageRun, TaskSource } from "./lighthouse-run.ts";

/** A page and its Lighthouse runs. */
export interface MeasuredPage {
  label: string;
  origin: string;
  path: string;
  runs: PageRun[];
}

interface Figure {
  label: string;
  value(run: PageRun): number;
  show(value: number): string;
  /** Which way a value is worse, for the second number of a cell; larger unless said. */
  worse?: "smaller";
  /** The goal as printed, and whether a value meets it; none for a figure shown for context. */
  goal?: { text: string; met(value: number): boolean };
}

const KIB = 1024;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const millis = (ms: number) => `${ms.toFixed(0)} ms`;
const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const whole = (value: number) => value.toFixed(0);
const atLeast = (min: number, text: string) => ({ text, met: (v: number) => v >= min });
const atMost = (max: number, text: string) => ({ text, met: (v: number) => v <= max });

// Lighthouse's threshold: the part of a task beyond 50 ms blocks input.
const BLOCKING_AFTER_MS = 50;

/**
 * The blocking time of one source's long tasks between FCP and TTI, as Total Blocking Time counts
 * it. Lighthouse lists the longest tasks only, so the sources add up to about the TBT.
 */
function blockingOf(source: TaskSource): (run: PageRun) => number {
  return (run) =>
    run.longTasks
      .filter((task) => task.source === source)
      .reduce((sum, task) => {
        const counted = Math.min(task.startMs + task.ms, run.ttiMs) - Math.max(task.startMs, run.fcpMs);
        return sum + Math.max(0, counted - BLOCKING_AFTER_MS);
      }, 0);
}

const LCP: Figure = { label: "LCP", value: (r) => r.lcpMs, show: seconds, goal: atMost(2000, "<= 2.0 s") };
const FCP: Figure = { label: "FCP", value: (r) => r.fcpMs, show: seconds, goal: atMost(1200, "<= 1.2 s") };
const TBT: Figure = { label: "TBT", value: (r) => r.tbtMs, show: millis, goal: atMost(150, "<= 150 ms") };

const FIGURES: readonly Figure[] = [
  { label: "performance score", value: (r) => r.performance, show: whole, goal: atLeast(95, ">= 95") },
  LCP,
  FCP,
  TBT,
  // Whose tasks that blocking is: the browser's own start of the page (creating its script context)
  // is there for any page, the bare one too; the rest is the page's.
  { label: "  of which the browser's start", value: blockingOf("browser"), show: millis },
  { label: "  of which the page's HTML", value: blockingOf("document"), show: millis },
  { label: "  of which the page's scripts", value: blockingOf("script"), show: millis },
  { label: "  of which tasks Lighthouse names no URL for", value: blockingOf("unattributed"), show: millis },
  { label: "CLS", value: (r) => r.cls, show: (v) => v.toFixed(3), goal: atMost(0.05, "<= 0.05") },
  { label: "Speed Index", value: (r) => r.speedIndexMs, show: seconds },
  { label: "bytes before a photo is picked", value: (r) => r.bytes, show: kib, goal: atMost(250 * KIB, "<= 250 KiB") },
  { label: "accessibility score", value: (r) => r.accessibility, show: whole, goal: atLeast(95, ">= 95") },
  { label: "best-practices score", value: (r) => r.bestPractices, show: whole, goal: atLeast(95, ">= 95") },
  { label: "SEO score", value: (r) => r.seo, show: whole, goal: atLeast(95, ">= 95") },
  // How fast the machine was while the page was measured: the noise behind every timing above.
  { label: "host benchmark index (median / min)", value: (r) => r.benchmarkIndex, show: whole, worse: "smaller" },
];

const median = (values: readonly number[]) => percentile(values, 50);

/** The run whose performance score is the median one, to show what the median page loaded. */
function medianRun(runs: readonly PageRun[]): PageRun {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance);
  const run = sorted[Math.ceil(sorted.length / 2) - 1];
  if (!run) throw new Error("no run to report");
  return run;
}

function cell(figure: Figure, runs: readonly PageRun[]): string {
  const values = runs.map(figure.value);
  const mid = median(values);
  const worst = figure.worse === "smaller" ? Math.min(...values) : Math.max(...values);
  const text = `${figure.show(mid)} / ${figure.show(worst)}`;
  return figure.goal ? `${text} ${figure.goal.met(mid) ? "met" : "MISSED"}` : text;
}

function table(rows: readonly string[][]): string {
  const widths = rows.reduce<number[]>((w, row) => row.map((c, i) => Math.max(w[i] ?? 0, c.length)), []);
  return rows
    .map(
      (row) =>
        "  " +
        row
          .map((c, i) => c.padEnd(widths[i] ?? 0))
          .join("  ")
          .trimEnd(),
    )
    .join("\n");
}

/** Same-origin URLs as paths: the origin is a port picked for this run. */
function shortUrl(url: string, origin: string): string {
  return url.startsWith(origin) ? url.slice(origin.length) : url;
}

const TASK_SOURCES: readonly TaskSource[] = ["document", "script", "browser", "unattributed"];

/** Count and total length of the long tasks of each source, e.g. "document 3 (288 ms), script 5 (340 ms), browser 2 (560 ms)". */
function longTaskSummary(run: PageRun): string {
  return TASK_SOURCES.map((source) => {
    const tasks = run.longTasks.filter((task) => task.source === source);
    return `${source} ${tasks.length} (${millis(tasks.reduce((sum, task) => sum + task.ms, 0))})`;
  }).join(", ");
}

/** The timings a page is compared on with the floor page measured in the same round. */
const COMPARED: readonly Figure[] = [LCP, FCP, TBT];

/**
 * A page's timing over the floor page's in the same round, median / max over the rounds: the
 * machine's speed swings between minutes, and the floor went through the same swing. Rounds where
 * the floor's value is 0 (no blocking at all) have no ratio.
 */
function ratioCell(figure: Pick<Figure, "value">, page: MeasuredPage, floor: MeasuredPage): string {
  const ratios = page.runs.flatMap((run, round) => {
    const base = floor.runs[round];
    return base && figure.value(base) > 0 ? [figure.value(run) / figure.value(base)] : [];
  });
  if (ratios.length === 0) return "no ratio: the floor's is 0";
  return `${median(ratios).toFixed(2)}x / ${Math.max(...ratios).toFixed(2)}x`;
}

/** The figures table (median / max, the goal judged on the median), then what each page's median run loaded. */
export function printReport(pages: readonly MeasuredPage[], floor: MeasuredPage): void {
  const settings = pages[0]?.runs[0]?.settings;
  if (settings) console.log(settings);
  console.log(`median / max of ${pages[0]?.runs.length ?? 0} runs per page; met or MISSED is the median against the goal`);
  console.log(
    table([["", "goal", ...pages.map((p) => p.label)], ...FIGURES.map((figure) => [figure.label, figure.goal?.text ?? "", ...pages.map((p) => cell(figure, p.runs))])]),
  );
  const compared = pages.filter((page) => page !== floor);
  console.log(`as a multiple of the ${floor.label}'s in the same round, median / max:`);
  console.log(table(COMPARED.map((figure) => [figure.label, ...compared.map((page) => `${page.label} ${ratioCell(figure, page, floor)}`)])));
  for (const page of pages) {
    const run = medianRun(page.runs);
    console.log(`${page.label} (${page.path}), median run (performance ${run.performance}):`);
    const element = run.lcpElement;
    // Lighthouse labels an element without text by its selector: print the label only when it says more.
    const label = element && element.label !== element.selector ? `  "${element.label}"` : "";
    console.log(element ? `  LCP element: ${element.selector}  ${element.snippet}${label}` : "  LCP element: none reported");
    if (run.lcpPhases.length) console.log(`  LCP phases: ${run.lcpPhases.map((p) => `${p.phase} ${millis(p.ms)}`).join(", ")}`);
    console.log(`  long tasks on the simulated phone, by who Lighthouse blames: ${longTaskSummary(run)}`);
    console.log(`  ${run.largest.length} largest resources of ${kib(run.bytes)}:`);
    console.log(table(run.largest.map((r) => [kib(r.bytes).padStart(11), shortUrl(r.url, page.origin)])));
  }
}
