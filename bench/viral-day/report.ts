import { percentile } from "../generate/percentile.ts";
import type { ArrivalRun } from "../visitors/arrivals.ts";
import type { RequestResult } from "../visitors/replay.ts";
import type { QueueSample } from "./queue-age.ts";

/** The rehearsal's goals. */
export const P95_GOAL_MS = 300;

/** Seconds of the run, since the load began, during which processes were killed and restarted. */
export interface Window {
  from: number;
  to: number;
}

export interface Outcome {
  run: ArrivalRun;
  /** performance.now() when the load began. */
  loadStart: number;
  disruption: Window;
  queue: QueueSample[];
  renders: { asked: number; done: number; failed: number; missing: number };
}

const fmt = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? "-" : `${ms.toFixed(0)} ms`);
const met = (ok: boolean) => (ok ? "met" : "NOT met");

/** Prints what the rehearsal saw against its goals; returns whether every goal was met. */
export function printOutcome(outcome: Outcome): boolean {
  const { run, loadStart, disruption } = outcome;
  const results: RequestResult[] = run.outcomes.flatMap((o) => o.results);
  const at = (r: RequestResult) => (r.startedAt - loadStart) / 1000;
  const inWindow = (r: RequestResult) => at(r) >= disruption.from && at(r) <= disruption.to;
  const served = run.outcomes.filter((o) => o.ok).length;
  const failed = results.filter((r) => r.status < 200 || r.status > 299);
  const retried = results.filter((r) => r.attempts > 1);
  console.log(`Visitors: ${run.outcomes.length} started, ${served} served in full, ${run.notStarted} not started (too many in flight); ${results.length} requests`);
  console.log(`  requests that needed a retry: ${retried.length} (${retried.filter(inWindow).length} during the disruption); failed after one retry: ${failed.length}`);
  for (const r of failed.slice(0, 10)) console.log(`    failed: ${r.kind} status ${r.status} at ${at(r).toFixed(1)} s after ${r.attempts} sends`);
  const kinds = [...new Set(results.map((r) => r.kind))].sort();
  console.log(`  p95 by request kind, outside the disruption (${disruption.from.toFixed(0)}-${disruption.to.toFixed(0)} s) / inside it / all; max outside:`);
  let worstOutside = 0;
  for (const kind of kinds) {
    const ok = results.filter((r) => r.kind === kind && r.status >= 200 && r.status <= 299);
    const outside = ok.filter((r) => !inWindow(r)).map((r) => r.ms);
    const inside = ok.filter(inWindow).map((r) => r.ms);
    const p95 = percentile(outside, 95);
    if (!Number.isNaN(p95)) worstOutside = Math.max(worstOutside, p95);
    console.log(
      `    ${kind}: ${fmt(p95)} / ${fmt(percentile(inside, 95))} / ${fmt(
        percentile(
          ok.map((r) => r.ms),
          95,
        ),
      )}; max ${fmt(outside.length ? Math.max(...outside) : undefined)} (${ok.length} answered)`,
    );
  }
  console.log("  queue over time (s: waiting, active, oldest waiting job's age):");
  const every = Math.max(1, Math.round(outcome.queue.length / 24));
  for (const s of outcome.queue.filter((_, i) => i % every === 0))
    console.log(`    ${s.at.toFixed(0).padStart(4)} s: ${s.waiting} waiting, ${s.active} active, oldest ${s.oldestWaitingSeconds.toFixed(1)} s`);
  const oldest = Math.max(0, ...outcome.queue.map((s) => s.oldestWaitingSeconds));
  console.log(`  oldest waiting job at any sample: ${oldest.toFixed(1)} s`);
  const { asked, done, failed: renderFailed, missing } = outcome.renders;
  console.log(`  server renders asked by fallback visitors: ${asked}; done ${done}, failed ${renderFailed}, never finished ${missing}`);
  const noneLost = failed.length === 0;
  const fast = worstOutside <= P95_GOAL_MS;
  const jobsKept = missing === 0 && renderFailed === 0 && done === asked;
  console.log(`Goal: no visitor request lost beyond one retry: ${met(noneLost)}`);
  console.log(`Goal: every request kind's p95 under ${P95_GOAL_MS} ms outside the disruption: ${met(fast)} (worst ${fmt(worstOutside)})`);
  console.log(`Goal: no job lost (every server render asked for is done): ${met(jobsKept)}`);
  return noneLost && fast && jobsKept;
}
