import { waitForQuietMachine } from "../generate/quiet-machine.ts";
import { arrive } from "./arrivals.ts";
import { readCpu, sleep, type Driver, type Flow } from "./flow.ts";
import { waitForRenders } from "./renders.ts";

/** Visitors to one CPU round and their arrival rate, per second. */
export interface CpuRound {
  visitors: number;
  rate: number;
}

/** After the last answer: work the server finishes on its own time (the access log, PostgreSQL's WAL writer) is the visitors' too. */
const SETTLE_MS = 300;
const DRAIN_MS = 30_000;
const RENDERS_TIMEOUT_MS = 120_000;

/** One flow's CPU figures of one round, in CPU seconds per visitor served. */
export interface CpuSample {
  perVisitor: number;
  /** Per source of the flow's `cpu`, in the same order. */
  bySource: number[];
  /** This process's CPU seconds per visitor: what the load generator can keep up with. */
  loadPerVisitor: number;
  /** Polls of the render statuses made while waiting (old flow), counted in its figure. */
  renderPolls: number;
}

async function cpuSample(flow: Flow, driver: Driver, { visitors, rate }: CpuRound): Promise<CpuSample> {
  await driver.pin();
  const before = await readCpu(flow.cpu);
  const run = await arrive(flow.origin, flow.plan, driver.nextVisitor, rate, visitors, DRAIN_MS);
  const failed = run.outcomes.filter((o) => !o.ok);
  if (failed.length || run.notStarted) {
    const first = failed[0]?.results.at(-1);
    throw new Error(
      `${flow.name}: ${failed.length + run.notStarted} of ${visitors} visitors failed at ${rate}/s${first ? ` (${first.kind} answered ${first.status})` : ""}`,
    );
  }
  const renderIds = run.outcomes.flatMap((o) => o.renderIds);
  for (const id of renderIds) driver.queuedRenders.add(id);
  const renders = flow.renders ? await waitForRenders(flow.origin, renderIds, RENDERS_TIMEOUT_MS) : undefined;
  if (renders?.failed) throw new Error(`${flow.name}: ${renders.failed} server renders failed`);
  await sleep(SETTLE_MS);
  const after = await readCpu(flow.cpu);
  const bySource = after.map((seconds, i) => (seconds - (before[i] ?? 0)) / visitors);
  return {
    perVisitor: bySource.reduce((sum, s) => sum + s, 0),
    bySource,
    loadPerVisitor: (run.loadCpuShare * run.wallSeconds) / visitors,
    renderPolls: renders?.polls ?? 0,
  };
}

/**
 * `rounds` rounds, each measuring every flow once in turn after the machine has gone quiet, so a
 * neighbour's burst on this shared machine lands on one round of each rather than on one flow.
 * Every flow gets the same arrivals: a server's CPU time per request falls as its load rises (it
 * wakes once for many), so flows measured at different rates would not compare. Returns each
 * flow's samples, in the flows' order.
 */
export async function cpuRounds(flows: readonly Flow[], driver: Driver, rounds: number, round: CpuRound): Promise<CpuSample[][]> {
  const samples: CpuSample[][] = flows.map(() => []);
  for (let n = 0; n < rounds; n++) {
    await waitForQuietMachine();
    for (const [i, flow] of flows.entries()) samples[i]?.push(await cpuSample(flow, driver, round));
  }
  return samples;
}

/** A few visitors of each flow, not reported: compiled code, connection pools and render processes warmed up. */
export async function warmUp(flows: readonly Flow[], driver: Driver, round: CpuRound): Promise<void> {
  for (const flow of flows) await cpuSample(flow, driver, round);
}
