// A rehearsed viral day: the topology production runs on several machines, here on one. Two API
// processes behind the proxy configuration docker-compose.yml ships (deploy/haproxy.cfg), two
// workers on BullMQ, PostgreSQL, Redis and an S3 peer (s3rver) for media. Chromium records one
// visitor of a seeded Twend through the proxy; simulated visitors then replay that visit at a
// steady rate, every tenth one as a browser that cannot draw (its photo sent, a server render
// queued). Meanwhile one API process and one worker are killed without warning and started
// again. It prints visitors served, requests that failed after one retry, p95 by request kind
// outside and inside the disruption, the queue's oldest waiting job over time, and whether every
// server render asked for was done; beside the goals: no request lost beyond one retry, p95 under
// 300 ms outside the disruption, no job lost. The topology runs on CPU 0, the load on CPU 1.
// Run: npm run rehearse:viral-day (it builds first). VIRAL_DAY_SECONDS and VIRAL_DAY_RATE
// (visitors per second) change the load's length and rate. It needs haproxy on the PATH.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { createTestDatabase } from "@twend/db/testing";
import { startS3TestServer } from "@twend/media/testing/s3";
import { freePort } from "../../e2e/support/start-server.ts";
import { portraitPhoto } from "../generate/bench-photo.ts";
import { PRODUCTION_ENV } from "../generate/app-server.ts";
import { arrive } from "../visitors/arrivals.ts";
import { oldFlowPhotos } from "../visitors/old-flow-photos.ts";
import { recordVisit } from "../visitors/record-visit.ts";
import { waitForRenders } from "../visitors/renders.ts";
import { seededNameCampaign } from "../visitors/seeded-campaign.ts";
import { checkVisit, newFlowPlan, oldFlowPlan, type VisitPlan } from "../visitors/visit-plan.ts";
import { visitorSource } from "../visitors/arrivals.ts";
import { apiProcess, workerProcess, type Supervised } from "./processes.ts";
import { startProxy } from "./proxy.ts";
import { sampleQueues } from "./queue-age.ts";
import { printOutcome, type Window } from "./report.ts";

const POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = "redis://127.0.0.1:6379";
const SECONDS = Number(process.env.VIRAL_DAY_SECONDS ?? 180);
const RATE = Number(process.env.VIRAL_DAY_RATE ?? 3);
/** One visitor in this many is a browser that cannot draw: its photo goes to the server, which renders it. */
const FALLBACK_EVERY = 10;
/** When the API process and the worker are killed, as a share of the run, and how long they stay down. */
const KILL_AT = 1 / 3;
const DOWN_MS = 5000;
/** After the restarted process is ready again: the proxy's checks find it within a few seconds. */
const SETTLE_S = 10;
const QUEUE_SAMPLE_MS = 2000;
const RENDERS_TIMEOUT_MS = 180_000;

const run = promisify(execFile);
await run("haproxy", ["-v"]).catch(() => {
  throw new Error("haproxy is not on the PATH (Debian: apt-get install haproxy)");
});

const workDir = await mkdtemp(path.join(tmpdir(), "twend-viral-day-"));
const db = await createTestDatabase(POSTGRES_URL);
const s3 = await startS3TestServer();
const prefix = `twend_viral_day_${Date.now().toString(36)}`;
const [api1Port, api2Port, proxyPort, worker1Port, worker2Port] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort()]);
const origin = `http://127.0.0.1:${proxyPort}`;
const env: NodeJS.ProcessEnv = {
  ...PRODUCTION_ENV,
  ...s3.env,
  LOG_LEVEL: "warn",
  DATABASE_URL: db.url,
  REDIS_URL,
  QUEUE_PREFIX: prefix,
  APP_ORIGIN: origin,
};
const log = (name: string) => path.join(workDir, `${name}.log`);
const apis = [
  apiProcess("API 1", api1Port, { ...env, DATA_DIR: path.join(workDir, "api1") }, log("api1")),
  apiProcess("API 2", api2Port, { ...env, DATA_DIR: path.join(workDir, "api2") }, log("api2")),
];
const workers = [
  workerProcess("worker 1", worker1Port, { ...env, DATA_DIR: path.join(workDir, "worker1") }, log("worker1")),
  workerProcess("worker 2", worker2Port, { ...env, DATA_DIR: path.join(workDir, "worker2") }, log("worker2")),
];
const all: Supervised[] = [...apis, ...workers];
let finished = false;
let goalsMet = false;
let proxy: Awaited<ReturnType<typeof startProxy>> | undefined;
try {
  // The first start migrates and seeds the fresh database; the others find it done.
  const [first, ...rest] = all;
  await first?.start();
  await Promise.all(rest.map((p) => p.start()));
  proxy = await startProxy(proxyPort, [api1Port, api2Port], log("haproxy"));
  console.log(
    `Topology: ${all.map((p) => `${p.label} (pid ${p.pid()})`).join(", ")}, HAProxy at ${origin}; PostgreSQL, Redis (prefix ${prefix}) and s3rver; logs in ${workDir}`,
  );

  const campaign = await seededNameCampaign(origin);
  const visit = await recordVisit(origin, campaign.shortId, await portraitPhoto());
  checkVisit(visit, campaign.id);
  const drawing = newFlowPlan(visit, origin);
  const fallback = oldFlowPlan(visit, origin, campaign.id, await oldFlowPhotos(6));
  const plan: VisitPlan = (visitor) => (visitor.index % FALLBACK_EVERY === 0 ? fallback(visitor) : drawing(visitor));
  console.log(
    `Load: ${RATE} visitors/s for ${SECONDS} s (${visit.exchanges.length} requests each; one in ${FALLBACK_EVERY} sends its photo for a server render), each request that finds no server sent once more`,
  );

  await run("taskset", ["-a", "-p", "-c", "1", String(process.pid)]);
  const started = Date.now();
  const loadStart = performance.now();
  const queue = sampleQueues(REDIS_URL, prefix, started, QUEUE_SAMPLE_MS);
  const disruption: Window = { from: SECONDS * KILL_AT, to: SECONDS * KILL_AT };
  const chaos = (async () => {
    await new Promise((resolve) => setTimeout(resolve, SECONDS * KILL_AT * 1000));
    const [api, worker] = [apis[1], workers[1]];
    if (!api || !worker) return;
    console.log(`  ${((Date.now() - started) / 1000).toFixed(0)} s: SIGKILL ${api.label} (pid ${api.pid()}) and ${worker.label} (pid ${worker.pid()})`);
    await Promise.all([api.kill(), worker.kill()]);
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    await Promise.all([api.start(), worker.start()]);
    const back = (Date.now() - started) / 1000;
    console.log(`  ${back.toFixed(0)} s: both started again and ready`);
    disruption.to = back + SETTLE_S;
  })();
  const visitors = await arrive(origin, plan, visitorSource(), RATE, Math.round(RATE * SECONDS), 60_000, 1);
  await chaos;
  const renderIds = visitors.outcomes.flatMap((o) => o.renderIds);
  const renders = await waitForRenders(origin, renderIds, RENDERS_TIMEOUT_MS)
    .then((done) => ({ asked: renderIds.length, done: renderIds.length - done.failed, failed: done.failed, missing: 0 }))
    .catch((error: unknown) => {
      console.log(`  ${error instanceof Error ? error.message : String(error)}`);
      const missing = Number(/^(\d+)/.exec(error instanceof Error ? error.message : "")?.[1] ?? renderIds.length);
      return { asked: renderIds.length, done: renderIds.length - missing, failed: 0, missing };
    });
  await queue.stop();
  goalsMet = printOutcome({ run: visitors, loadStart, disruption, queue: queue.samples, renders });
  finished = true;
} finally {
  await proxy?.stop();
  await Promise.all(all.map((p) => p.stop()));
  await s3.close();
  await db.drop();
  // The processes' logs are what tells why a goal was missed.
  if (goalsMet) await rm(workDir, { recursive: true, force: true });
  else console.log(`Logs kept in ${workDir}`);
}
// A goal not met is printed, not thrown; a rehearsal that could not run fails.
if (!finished) process.exitCode = 1;
