import { randomUUID } from "node:crypto";
import { startVisitor, type RunningVisitor, type VisitorOutcome } from "./replay.ts";
import type { Visitor, VisitPlan } from "./visit-plan.ts";

/** Visitors still in flight past this many: the server is far behind, and more would only grow the pile. */
const MAX_IN_FLIGHT = 300;

export interface ArrivalRun {
  outcomes: VisitorOutcome[];
  /** Visitors never started, because too many were still in flight. */
  notStarted: number;
  /** How late each visitor started against its schedule, ms: the load generator keeping up. */
  lateMs: number[];
  /** First arrival to last visitor done, s. */
  wallSeconds: number;
  /** This process's CPU time over the run, as a share of the wall time: near 1, the load generator is what limits. */
  loadCpuShare: number;
}

/**
 * Numbers each simulated visitor of a topology: a session id of its own and an address of its
 * own in 198.18.0.0/15 (set aside for benchmarks), each in a /24 of its own until 512 are taken,
 * so the server's per-network bound on new sessions counts every one of them.
 */
export function visitorSource(): () => Visitor {
  let next = 0;
  return () => {
    const index = next++;
    const network = index % 512;
    const host = 1 + (Math.floor(index / 512) % 254);
    return { index, sessionId: randomUUID(), address: `198.${18 + (network >> 8)}.${network & 255}.${host}` };
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Open-loop arrivals: `count` visitors of `plan` against `origin`, one every 1/`rate` s whatever
 * the server's answers, so a slow server meets the same arrivals as a fast one. Each visitor then
 * sends its requests one after another. Visitors still running `drainMs` after the last arrival
 * are cut short and count as failed. A request that found no server is sent up to `retries` more times.
 */
export async function arrive(origin: string, plan: VisitPlan, visitors: () => Visitor, rate: number, count: number, drainMs: number, retries = 0): Promise<ArrivalRun> {
  const running: RunningVisitor[] = [];
  const lateMs: number[] = [];
  let inFlight = 0;
  let notStarted = 0;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    lateMs.push(Math.max(0, performance.now() - due));
    if (inFlight >= MAX_IN_FLIGHT) {
      notStarted++;
      continue;
    }
    const visitor = startVisitor(origin, plan(visitors()), retries);
    inFlight++;
    void visitor.outcome.finally(() => inFlight--);
    running.push(visitor);
  }
  const all = Promise.all(running.map((v) => v.outcome));
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      for (const v of running) v.abort();
      resolve();
    }, drainMs);
  });
  await Promise.race([all, cut]);
  clearTimeout(timer);
  const outcomes = await all;
  const wallSeconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return { outcomes, notStarted, lateMs, wallSeconds, loadCpuShare: (cpu.user + cpu.system) / 1e6 / wallSeconds };
}
