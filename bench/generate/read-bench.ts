import { ms, ratio } from "../compose/stats.ts";
import { startBareServer } from "./bare-process.ts";
import { hammer, pool, type LoadFigures, type LoadRun } from "./load.ts";
import { goal, type BenchSection } from "./section.ts";

const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
const RUN_SECONDS = 10;
// App and bare take turns, so a neighbour's burst on this shared machine does not land on one side only.
const ROUNDS = 2;
const GOAL_RATIO = 0.5;

const line = (label: string, f: LoadFigures) =>
  `  ${label}: ${f.requestsPerSecond.toFixed(0)} req/s, p50 ${ms(f.p50Ms)}, p95 ${ms(f.p95Ms)}${f.failures ? `, ${f.failures} FAILED requests` : ""}`;

/**
 * The cached public read under load: the app's GET /api/campaigns/{shortId}
 * (no session_id, so it counts nothing and writes nothing) against bare
 * Fastify answering the same bytes, each in a process of its own.
 */
export const hotReadSection: BenchSection = {
  title: `GET /api/campaigns/{shortId} under load: autocannon, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${RUN_SECONDS} s per side after ${WARM_UP_SECONDS} s warm-up, no Accept-Encoding`,
  async run({ app, twend }) {
    const path = `/api/campaigns/${twend.shortId}`;
    const res = await fetch(app.origin + path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    const body = await res.text();
    const bare = await startBareServer({ kind: "constant", body });
    const appRuns: LoadRun[] = [];
    const bareRuns: LoadRun[] = [];
    try {
      // Warm-up (JIT, pools) is not reported.
      await hammer(app.origin + path, CONNECTIONS, WARM_UP_SECONDS);
      await hammer(bare.origin + path, CONNECTIONS, WARM_UP_SECONDS);
      for (let round = 0; round < ROUNDS; round++) {
        appRuns.push(await hammer(app.origin + path, CONNECTIONS, RUN_SECONDS));
        bareRuns.push(await hammer(bare.origin + path, CONNECTIONS, RUN_SECONDS));
      }
    } finally {
      await bare.stop();
    }
    const appFigures = pool(appRuns);
    const bareFigures = pool(bareRuns);
    const perRound = appRuns.map((a, i) => {
      const b = bareRuns[i];
      return b ? ratio(pool([a]).requestsPerSecond / pool([b]).requestsPerSecond) : "?";
    });
    console.log(line("app (real server, PostgreSQL)", appFigures));
    console.log(line(`bare Fastify, same ${body.length}-byte body as a constant`, bareFigures));
    const r = appFigures.requestsPerSecond / bareFigures.requestsPerSecond;
    console.log(`  app/bare throughput ${ratio(r)} (goal >= ${GOAL_RATIO * 100}%: ${goal(r >= GOAL_RATIO)}); p95 app/bare ${ratio(appFigures.p95Ms / bareFigures.p95Ms)}; per round ${perRound.join(", ")}`);
  },
};
