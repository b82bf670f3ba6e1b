// What one visitor of a shared Twend costs the server, without a browser: once per topology,
// Chromium opens a seeded Twend's page as a first-time visitor, picks a photo, types a name,
// clicks Generate DP and Download, and a recording proxy keeps every request that reached the
// server (checked: the view, generation and download counts, no photo). Simulated visitors then
// replay that list, each with a session id and an address of its own: the new flow as recorded
// (the browser draws the DP and sends only its count, generator.generated), the old flow with the
// count replaced by generator.generate carrying a 1200x1600 JPEG as a data URL (stored, and a
// server render queued), and a bare node:http server answering the same requests with the app's
// recorded bytes. For the embedded default and for PostgreSQL + Redis + a separate worker, it
// prints each flow's server CPU per visitor (median / max of alternating rounds, the old flow's
// renders included) and the most visitors per second held with every request kind's p95 under
// 200 ms, beside the goals: no photo bytes and no server render for a visitor whose browser
// draws, CPU per visitor at most 1/20 of the old flow's, visitors/s at least 0.2x the bare
// server's. Servers run on CPU 0, this process (the load) on CPU 1.
// Run: npm run bench:visitors (it builds first). It fails when it cannot measure, or when the
// recorded visit is not what the goals assume; a goal not met is printed, not thrown.
import type { Photo } from "../generate/generator-page.ts";
import { portraitPhoto } from "../generate/bench-photo.ts";
import { pinServersAwayFromLoad } from "../generate/pinned-load.ts";
import { goal } from "../generate/section.ts";
import { waitForQuietMachine } from "../generate/quiet-machine.ts";
import { visitorSource } from "./arrivals.ts";
import { startBareVisitServer } from "./bare-visit.ts";
import { capacities } from "./capacity.ts";
import { cpuRounds, warmUp, type CpuRound } from "./cpu-rounds.ts";
import type { Driver, Flow } from "./flow.ts";
import { oldFlowPhotos } from "./old-flow-photos.ts";
import { treeCpuSeconds } from "./proc-cpu.ts";
import { recordVisit } from "./record-visit.ts";
import {
  CPU_RATIO_GOAL,
  printCapacities,
  printCpu,
  printCpuGoal,
  printOldFlowPhotos,
  printRateGoal,
  printRecording,
  printRenderRows,
  RATE_RATIO_GOAL,
} from "./report.ts";
import { seededNameCampaign, type VisitedCampaign } from "./seeded-campaign.ts";
import { startEmbedded, startWithWorker, type Topology } from "./topology.ts";
import { checkVisit, newFlowPlan, oldFlowPlan, type PhotoUpload, type VisitPlan } from "./visit-plan.ts";

const CPU_ROUNDS = 3;
/** Below what one core serves of the old flow, so every flow's CPU is read at the same unhurried arrivals. */
const CPU_ROUND: CpuRound = { visitors: 6, rate: 1.5 };
/** The warm-up's visitors of each flow. */
const WARM_UP: CpuRound = { visitors: 3, rate: 3 };
/** Time for each topology's capacity search; with the start-up, the recording and the CPU rounds, a run stays near 6 minutes. */
const CAPACITY_BUDGET_MS = 70_000;
/** Different photos the old flow's visitors send, in turn. */
const OLD_FLOW_PHOTOS = 12;

interface TopologyFigures {
  label: string;
  cpuRatio: number;
  rateRatio: number;
  noRenders: boolean;
}

/** Counts the visitors a plan is asked for. */
function counted(plan: VisitPlan): { plan: VisitPlan; count: () => number } {
  let n = 0;
  return {
    plan: (visitor) => {
      n++;
      return plan(visitor);
    },
    count: () => n,
  };
}

/** A topology started and seeded, with the Twend its visitors open. */
interface Ready {
  topology: Topology;
  campaign: VisitedCampaign;
}

async function ready(start: () => Promise<Topology>): Promise<Ready> {
  const topology = await start();
  try {
    return { topology, campaign: await seededNameCampaign(topology.origin) };
  } catch (error) {
    await topology.stop();
    throw error;
  }
}

async function measure({ topology, campaign }: Ready, photo: Photo, uploads: readonly PhotoUpload[]): Promise<TopologyFigures> {
  const visit = await recordVisit(topology.origin, campaign.shortId, photo);
  printRecording(visit, checkVisit(visit, campaign.id));
  printOldFlowPhotos(uploads);

  const bare = await startBareVisitServer(visit);
  const newFlow = counted(newFlowPlan(visit, topology.origin));
  const flows: Flow[] = [
    { name: "new flow", origin: topology.origin, plan: newFlow.plan, renders: false, cpu: topology.cpu },
    {
      name: "old flow",
      origin: topology.origin,
      plan: oldFlowPlan(visit, topology.origin, campaign.id, uploads),
      renders: true,
      cpu: topology.cpu,
    },
    {
      name: "bare",
      origin: bare.origin,
      plan: newFlowPlan(visit, bare.origin),
      renders: false,
      cpu: [{ label: "bare server", seconds: () => treeCpuSeconds(bare.pid) }],
    },
  ];
  const driver: Driver = { nextVisitor: visitorSource(), pin: () => topology.pinServer("0"), queuedRenders: new Set() };
  const unpin = await pinServersAwayFromLoad();
  let cpuRatio: number;
  let rateRatio: number;
  try {
    await warmUp(flows, driver, WARM_UP);
    const samples = await cpuRounds(flows, driver, CPU_ROUNDS, CPU_ROUND);
    printCpu(flows, samples, CPU_ROUND, topology.cpuNote);
    const [newSamples = [], oldSamples = [], bareSamples = []] = samples;
    cpuRatio = printCpuGoal(newSamples, oldSamples, bareSamples);
    await waitForQuietMachine();
    const held = await capacities(flows, samples, driver, CAPACITY_BUDGET_MS);
    printCapacities(held);
    const [newHeld, , bareHeld] = held;
    if (!newHeld || !bareHeld) throw new Error("no capacity figures");
    rateRatio = printRateGoal(newHeld, bareHeld);
  } finally {
    await unpin();
    await bare.stop();
  }
  const noRenders = printRenderRows(await topology.finish(), driver.queuedRenders, newFlow.count());
  return { label: topology.label, cpuRatio, rateRatio, noRenders };
}

const started = performance.now();
const [photo, uploads] = await Promise.all([portraitPhoto(), oldFlowPhotos(OLD_FLOW_PHOTOS)]);
// Both start and seed at once, the seeding being most of a start; the second then idles (its
// scheduled sweeps aside) while the first is measured, and is measured with the first stopped.
const topologies = await Promise.allSettled([ready(startEmbedded), ready(startWithWorker)]);
console.log(`(both topologies started and seeded in ${((performance.now() - started) / 1000).toFixed(0)} s)`);
const figures: TopologyFigures[] = [];
let failed = false;
const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
try {
  for (const [i, outcome] of topologies.entries()) {
    // One topology that cannot start or measure must not hide the other's figures.
    if (outcome.status === "rejected") {
      failed = true;
      console.error(`Topology ${i + 1} could not start: ${describe(outcome.reason)}`);
      continue;
    }
    const { topology } = outcome.value;
    const topologyStart = performance.now();
    const waitedMs = await waitForQuietMachine();
    console.log(`Topology ${i + 1}: ${topology.label} (started after ${(waitedMs / 1000).toFixed(0)} s waiting for idle CPUs)`);
    try {
      figures.push(await measure(outcome.value, photo, uploads));
    } catch (error) {
      failed = true;
      console.error(`  could not measure: ${describe(error)}`);
    } finally {
      await topology.stop();
      console.log(`  (topology took ${((performance.now() - topologyStart) / 1000).toFixed(0)} s)`);
    }
  }
} finally {
  await Promise.all(topologies.map((t) => (t.status === "fulfilled" ? t.value.topology.stop() : undefined)));
}
console.log("Summary:");
for (const f of figures) {
  console.log(
    `  ${f.label.split(" (")[0]}: CPU per visitor new/old ${f.cpuRatio.toFixed(3)} (goal <= 1/20: ${goal(f.cpuRatio <= CPU_RATIO_GOAL)});` +
      ` visitors/s new/bare ${f.rateRatio.toFixed(2)}x (goal >= ${RATE_RATIO_GOAL}x: ${goal(f.rateRatio >= RATE_RATIO_GOAL)});` +
      ` no photo bytes, no server render: ${goal(f.noRenders)}`,
  );
}
console.log(`(bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
if (failed) process.exitCode = 1;
