import { median } from "../compose/stats.ts";
import { percentile } from "../generate/percentile.ts";
import { arrive } from "./arrivals.ts";
import type { CpuSample } from "./cpu-rounds.ts";
import { readCpu, sleep, type Driver, type Flow } from "./flow.ts";
import { waitForRenders } from "./renders.ts";

export const P95_LIMIT_MS = 200;
/** Arrivals of one step last this long, or long enough for MIN_STEP_VISITORS, at most MAX_STEP_SECONDS. */
const STEP_SECONDS = 3;
const MIN_STEP_VISITORS = 6;
const MAX_STEP_SECONDS = 8;
const GROWTH = 1.3;
/** While the step left both the server's core and the load generator's less than half busy, the next grows by this. */
const FAST_GROWTH = 1.8;
/**
 * The first rate tried, as a share of what one core would serve at the flow's CPU time per visitor,
 * or of what the load generator's core would send at its own, whichever is less.
 */
const START_SHARE = 0.5;
const MAX_STEPS_PER_FLOW = 9;
/** Visitors still running this long after the last arrival are cut short and fail the step. */
const DRAIN_MS = 15_000;
/**
 * The old flow's step holds only if the renders it queued are done within this long of its last
 * visitor: a queue that is still deep then grows for as long as the rate lasts, until the server
 * refuses renders.
 */
export const RENDER_LAG_LIMIT_MS = 2000;
const RENDERS_TIMEOUT_MS = 120_000;
/**
 * Visitors starting later than this against the schedule (p95): the load generator, not the server,
 * set the pace. Above a pause of its own garbage collector, which a few dozen visitors' p95 may catch.
 */
export const LATE_LIMIT_MS = 50;
/** A step that held with the load generator's core this busy ends the search: a faster step would measure the load generator. */
const LOAD_FULL = 0.9;
/** Between steps: the last step's closed connections and garbage are not the next step's. */
const PAUSE_MS = 300;

export interface KindLatency {
  kind: string;
  p95Ms: number;
  maxMs: number;
}

export type Verdict = "held" | "server" | "load";

export interface Step {
  rate: number;
  visitors: number;
  byKind: KindLatency[];
  renderLagMs: number | null;
  lateP95Ms: number;
  loadCpuShare: number;
  /** The server's CPU time over the step's wall time: 1 is one core busy. */
  serverCpuShare: number;
  verdict: Verdict;
  /** Why it did not hold. */
  reason: string;
}

export interface Capacity {
  flow: Flow;
  steps: Step[];
  /** The highest rate that held; 0 when none did. */
  held: number;
  /** A step did not hold: the search found the limit rather than running out of steps. */
  limitFound: boolean;
  /** The search ended on the load generator's limit, not the server's: the server may hold more. */
  loadBound: boolean;
  /** The time bound stopped the search before it found the limit. */
  cutShort: boolean;
}

function latencies(results: ReadonlyArray<{ kind: string; ms: number; status: number }>): KindLatency[] {
  const byKind = new Map<string, number[]>();
  for (const r of results) {
    if (r.status < 200 || r.status > 299) continue;
    const times = byKind.get(r.kind) ?? [];
    times.push(r.ms);
    byKind.set(r.kind, times);
  }
  return [...byKind].map(([kind, ms]) => ({ kind, p95Ms: percentile(ms, 95), maxMs: ms.reduce((max, t) => Math.max(max, t), 0) }));
}

async function runStep(flow: Flow, driver: Driver, rate: number): Promise<Step> {
  await driver.pin();
  const visitors = Math.round(rate * Math.min(MAX_STEP_SECONDS, Math.max(STEP_SECONDS, MIN_STEP_VISITORS / rate)));
  const before = await readCpu(flow.cpu);
  const run = await arrive(flow.origin, flow.plan, driver.nextVisitor, rate, visitors, DRAIN_MS);
  const renderIds = run.outcomes.flatMap((o) => o.renderIds);
  for (const id of renderIds) driver.queuedRenders.add(id);
  let renderLagMs: number | null = null;
  if (flow.renders) {
    const renders = await waitForRenders(flow.origin, renderIds, RENDERS_TIMEOUT_MS);
    renderLagMs = renders.lastDoneMs;
  }
  const after = await readCpu(flow.cpu);
  const serverSeconds = after.reduce((sum, s, i) => sum + s - (before[i] ?? 0), 0);
  const byKind = latencies(run.outcomes.flatMap((o) => o.results));
  const failedVisitors = run.outcomes.filter((o) => !o.ok);
  const failure = failedVisitors[0]?.results.at(-1);
  const failed = failedVisitors.length + run.notStarted;
  const lateP95Ms = percentile(run.lateMs, 95);
  const slow = byKind.filter((k) => k.p95Ms >= P95_LIMIT_MS);
  let verdict: Verdict = "held";
  let reason = "";
  if (lateP95Ms > LATE_LIMIT_MS) {
    verdict = "load";
    reason = `the load generator started visitors ${lateP95Ms.toFixed(0)} ms late (p95)`;
  } else if (failed) {
    verdict = "server";
    reason = `${failed} visitors failed${failure ? ` (first: ${failure.kind} ${failure.status ? `answered ${failure.status}` : "not answered"})` : ""}`;
  } else if (slow.length) {
    verdict = "server";
    reason = slow.map((k) => `${k.kind} p95 ${k.p95Ms.toFixed(0)} ms`).join(", ");
  } else if (renderLagMs !== null && renderLagMs > RENDER_LAG_LIMIT_MS) {
    verdict = "server";
    reason = `renders done ${(renderLagMs / 1000).toFixed(1)} s after the last visitor`;
  }
  await sleep(PAUSE_MS);
  return {
    rate,
    visitors,
    byKind,
    renderLagMs,
    lateP95Ms,
    loadCpuShare: run.loadCpuShare,
    serverCpuShare: serverSeconds / run.wallSeconds,
    verdict,
    reason,
  };
}

/**
 * One flow's search: up by FAST_GROWTH or GROWTH until a step does not hold (down while none has),
 * then once between the last that held and the first that did not.
 */
class Search {
  readonly steps: Step[] = [];
  private rate: number;
  private lastHeld = 0;
  private firstMissed: Step | null = null;
  private bisected = false;
  private loadFull = false;
  done = false;

  constructor(
    readonly flow: Flow,
    startRate: number,
  ) {
    this.rate = startRate;
  }

  nextRate(): number {
    return this.rate;
  }

  record(step: Step): void {
    this.steps.push(step);
    if (step.verdict === "held") this.lastHeld = Math.max(this.lastHeld, step.rate);
    else if (!this.firstMissed || step.rate < this.firstMissed.rate) this.firstMissed = step;
    const missed = this.firstMissed?.rate;
    this.loadFull ||= step.verdict === "held" && step.loadCpuShare >= LOAD_FULL;
    if (this.steps.length >= MAX_STEPS_PER_FLOW || this.loadFull) this.done = true;
    else if (missed === undefined) this.rate = step.rate * (Math.max(step.serverCpuShare, step.loadCpuShare) < 0.5 ? FAST_GROWTH : GROWTH);
    else if (!this.lastHeld) this.rate = step.rate / (GROWTH * GROWTH);
    else if (!this.bisected && missed / this.lastHeld > 1.1) {
      this.rate = Math.sqrt(this.lastHeld * missed);
      this.bisected = true;
    } else this.done = true;
  }

  result(cutShort: boolean): Capacity {
    return {
      flow: this.flow,
      steps: this.steps,
      held: this.lastHeld,
      limitFound: this.firstMissed !== null,
      loadBound: this.lastHeld > 0 && (this.loadFull || this.firstMissed?.verdict === "load"),
      cutShort: cutShort && !this.done,
    };
  }
}

/**
 * The most visitors per second each flow's server holds with every request kind's p95 under
 * P95_LIMIT_MS and every visitor served in full, by open-loop steps of rising rate. The flows'
 * steps alternate (one step of each in turn), so the machine's swings fall on all of them. Each
 * search starts from the flow's CPU rounds (`samples`, in the flows' order) and all stop when
 * `budgetMs` is spent.
 */
export async function capacities(flows: readonly Flow[], samples: readonly CpuSample[][], driver: Driver, budgetMs: number): Promise<Capacity[]> {
  const searches = flows.map((flow, i) => {
    const own = samples[i] ?? [];
    const slowest = Math.max(median(own.map((s) => s.perVisitor)), median(own.map((s) => s.loadPerVisitor)), 1e-4);
    return new Search(flow, START_SHARE / slowest);
  });
  const deadline = performance.now() + budgetMs;
  while (searches.some((s) => !s.done) && performance.now() < deadline) {
    for (const search of searches) {
      if (search.done || performance.now() >= deadline) continue;
      search.record(await runStep(search.flow, driver, search.nextRate()));
    }
  }
  const cutShort = performance.now() >= deadline;
  return searches.map((s) => s.result(cutShort));
}
