import { ratio } from "../compose/stats.ts";
import { startBareServer } from "./bare-process.ts";
import { againstBare, loadLine, type LoadPlan } from "./load.ts";
import { goal, type BenchSection } from "./section.ts";

const PLAN: LoadPlan = { connections: 50, warmUpSeconds: 2, runSeconds: 10, rounds: 2 };
const GOAL_RATIO = 0.5;

/**
 * The cached public read under load: the app's GET /api/campaigns/{shortId}
 * (no session_id, so it counts nothing and writes nothing) against bare
 * Fastify answering the same bytes, each in a process of its own.
 */
export const hotReadSection: BenchSection = {
  name: "hot-read",
  title: `GET /api/campaigns/{shortId} under load: autocannon, ${PLAN.connections} connections, ${PLAN.rounds} alternating rounds of ${PLAN.runSeconds} s per side after ${PLAN.warmUpSeconds} s warm-up, no Accept-Encoding`,
  async run({ app, twend }) {
    const path = `/api/campaigns/${twend.shortId}`;
    const res = await fetch(app.origin + path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    const body = await res.text();
    const bare = await startBareServer({ kind: "constant", body });
    const figures = await againstBare(app.origin + path, bare.origin + path, PLAN).finally(() => bare.stop());
    console.log(`  ${loadLine("app (real server, PostgreSQL)", figures.app)}`);
    console.log(`  ${loadLine(`bare Fastify, same ${body.length}-byte body as a constant`, figures.bare)}`);
    const r = figures.app.requestsPerSecond / figures.bare.requestsPerSecond;
    console.log(
      `  app/bare throughput ${ratio(r)} (goal >= ${GOAL_RATIO * 100}%: ${goal(r >= GOAL_RATIO)}); p95 app/bare ${ratio(figures.app.p95Ms / figures.bare.p95Ms)};` +
        ` per round ${figures.perRound.map(ratio).join(", ")}`,
    );
  },
};
