import { median, ratio } from "../compose/stats.ts";
import { goal } from "../generate/section.ts";
import { LATE_LIMIT_MS, P95_LIMIT_MS, RENDER_LAG_LIMIT_MS, type Capacity, type Step } from "./capacity.ts";
import type { CpuRound, CpuSample } from "./cpu-rounds.ts";
import type { Flow } from "./flow.ts";
import type { RecordedVisit } from "./record-visit.ts";
import type { DpRenderRow } from "./topology.ts";
import type { PhotoUpload, VisitSummary } from "./visit-plan.ts";

export const CPU_RATIO_GOAL = 1 / 20;
export const RATE_RATIO_GOAL = 0.2;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const cpuMs = (seconds: number) => `${(seconds * 1000).toFixed(1)} ms`;
const perSecond = (rate: number) => `${rate.toFixed(rate < 10 ? 2 : 1)}/s`;
const percent = (share: number) => `${(share * 100).toFixed(0)}%`;

export function printRecording(visit: RecordedVisit, summary: VisitSummary): void {
  console.log(
    `  recorded once in Chromium (laptop screen, fresh context; 1200x1600 JPEG picked, name typed, Generate DP, Download):` +
      ` ${summary.requests} requests reached the server, ${kib(summary.requestBytes)} sent, ${kib(summary.responseBytes)} answered`,
  );
  console.log(`    by kind: ${[...summary.byKind].map(([kind, n]) => `${kind} ${n}`).join(", ")}`);
  console.log(`    API calls in order: ${summary.calls.join("; ")}`);
  console.log(`    other origins (not the server's, not replayed): ${visit.elsewhere.length ? visit.elsewhere.join(", ") : "none"}`);
  console.log(
    `    goal, no photo bytes for a visitor whose browser draws: no generator.generate, no data URL, largest request body ${summary.largestRequestBody} B;` +
      ` view, generation and download each counted once: met`,
  );
}

export function printOldFlowPhotos(photos: readonly PhotoUpload[]): void {
  const sizes = photos.map((p) => p.bytes);
  const encoded = photos.map((p) => p.json.length);
  console.log(
    `  the old flow's visitors send ${photos.length} different 1200x1600 JPEGs in turn, ${kib(Math.min(...sizes))} to ${kib(Math.max(...sizes))}` +
      ` (${kib(Math.min(...encoded))} to ${kib(Math.max(...encoded))} as data URLs), each with a name of its own`,
  );
}

/** Median and max over the rounds, e.g. "14.0 / 16.0 ms". */
const medianMax = (values: readonly number[]) => `${cpuMs(median(values))} / ${cpuMs(Math.max(...values))}`;

export function printCpu(flows: readonly Flow[], samples: readonly CpuSample[][], round: CpuRound, note: string): void {
  console.log(
    `  server CPU per visitor served (utime + stime from /proc), median / max of ${samples[0]?.length ?? 0} rounds of ${round.visitors} visitors arriving at ${round.rate}/s` +
      ` per flow; the server is ${note}:`,
  );
  for (const [i, flow] of flows.entries()) {
    const own = samples[i] ?? [];
    const sources = flow.cpu.map((source, k) => `${source.label} ${cpuMs(median(own.map((x) => x.bySource[k] ?? 0)))}`).join(", ");
    const polls = own.reduce((sum, x) => sum + x.renderPolls, 0);
    console.log(
      `    ${flow.name}${flow.renders ? ` (its server renders waited for, ${polls} status polls counted in)` : ""}:` +
        ` ${medianMax(own.map((x) => x.perVisitor))}${flow.cpu.length > 1 ? ` (median by process: ${sources})` : ""}; rounds ${own.map((x) => cpuMs(x.perVisitor)).join(", ")}`,
    );
  }
}

export function printCpuGoal(newFlow: readonly CpuSample[], oldFlow: readonly CpuSample[], bare: readonly CpuSample[]): number {
  const byRound = newFlow.map((s, i) => s.perVisitor / (oldFlow[i]?.perVisitor ?? Number.NaN));
  const mid = median(newFlow.map((s) => s.perVisitor)) / median(oldFlow.map((s) => s.perVisitor));
  console.log(
    `    goal, new flow's CPU per visitor <= 1/20 of the old flow's: median new/old ${mid.toFixed(3)} = 1/${(1 / mid).toFixed(0)}, worst round ${Math.max(...byRound).toFixed(3)}` +
      ` (${goal(mid <= CPU_RATIO_GOAL)}); new/bare ${ratio(median(newFlow.map((s) => s.perVisitor)) / median(bare.map((s) => s.perVisitor)))}`,
  );
  return mid;
}

function heldStep(capacity: Capacity): Step | undefined {
  return capacity.steps.find((s) => s.verdict === "held" && s.rate === capacity.held);
}

export function printCapacities(capacities: readonly Capacity[]): void {
  console.log(
    `  most visitors per second held (open-loop arrivals at a fixed rate, rising by steps of 3-8 s; held: every request kind's p95 < ${P95_LIMIT_MS} ms,` +
      ` every visitor served in full, visitors started on time (p95 <= ${LATE_LIMIT_MS} ms late), and for the old flow its renders done within ${RENDER_LAG_LIMIT_MS / 1000} s of its last visitor):`,
  );
  for (const c of capacities) {
    const held = heldStep(c);
    const bound = c.loadBound ? " (the load generator's limit: the server may hold more)" : !c.limitFound ? " (no step failed: the server may hold more)" : "";
    console.log(`    ${c.flow.name}: ${c.held ? perSecond(c.held) : "none held"}${bound}${c.cutShort ? " (search cut short by the time bound)" : ""}`);
    console.log(`      steps: ${c.steps.map((s) => `${perSecond(s.rate)} ${s.verdict === "held" ? "held" : `NOT (${s.reason})`}`).join("; ")}`);
    if (!held) continue;
    console.log(
      `      at ${perSecond(held.rate)} (${held.visitors} visitors): server CPU ${percent(held.serverCpuShare)} of a core, load generator ${percent(held.loadCpuShare)} of its core,` +
        ` visitors started ${held.lateP95Ms.toFixed(1)} ms late (p95)${held.renderLagMs === null ? "" : `, renders done ${(held.renderLagMs / 1000).toFixed(1)} s after the last visitor`}`,
    );
    console.log(`      p95 / max by kind: ${held.byKind.map((k) => `${k.kind} ${k.p95Ms.toFixed(1)} / ${k.maxMs.toFixed(1)} ms`).join(", ")}`);
  }
}

/**
 * The new flow's held rate over the bare server's. A bare server the load generator could not push
 * to its limit is judged by that limit extrapolated from its CPU share at its highest held step
 * (its CPU time per visitor only falls as its load rises, so the limit is at least that).
 */
export function printRateGoal(newFlow: Capacity, bare: Capacity): number {
  const measured = newFlow.held / bare.held;
  const held = heldStep(bare);
  if (!(bare.loadBound || !bare.limitFound) || !held || held.serverCpuShare <= 0) {
    console.log(`    goal, new flow's visitors/s >= 0.2x the bare server's: ${ratio(measured)} (${goal(measured >= RATE_RATIO_GOAL)})`);
    return measured;
  }
  const limit = held.rate / held.serverCpuShare;
  const extrapolated = newFlow.held / limit;
  console.log(
    `    goal, new flow's visitors/s >= 0.2x the bare server's: ${ratio(measured)} of the bare's ${perSecond(bare.held)}, which is not its limit;` +
      ` its one-core limit extrapolated from ${percent(held.serverCpuShare)} of a core at ${perSecond(held.rate)} is ${perSecond(limit)}: ${ratio(extrapolated)}` +
      ` (${goal(extrapolated >= RATE_RATIO_GOAL)})`,
  );
  return extrapolated;
}

/** The dp_renders rows must be the old flow's renders, one for each render id its generate calls were answered with, and no other. */
export function printRenderRows(rows: readonly DpRenderRow[], oldFlowRenders: ReadonlySet<string>, newFlowVisitors: number): boolean {
  const foreign = rows.filter((row) => !oldFlowRenders.has(row.id));
  const missing = [...oldFlowRenders].filter((id) => !rows.some((row) => row.id === id));
  const met = foreign.length === 0 && missing.length === 0;
  console.log(
    `  goal, no server render for a visitor whose browser draws: dp_renders holds ${rows.length} rows after the run, ${rows.length - foreign.length} of them` +
      ` the ${oldFlowRenders.size} renders the old flow's generate calls were answered with, ${foreign.length} other (the new flow sent ${newFlowVisitors} simulated` +
      ` visitors and Chromium's one) (${goal(met)})${foreign.length ? `; other rows: ${foreign.map((r) => `${r.id.slice(0, 12)} ${r.status}`).join(", ")}` : ""}`,
  );
  return met;
}
