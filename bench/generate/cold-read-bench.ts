import { isDeepStrictEqual } from "node:util";
import { ms, ratio } from "../compose/stats.ts";
import { startBareServer } from "./bare-process.ts";
import { hammer, requestEachOnce, type OnceEachFigures } from "./load.ts";
import { percentile } from "./percentile.ts";
import { seedColdCampaigns } from "./seed.ts";
import { goal, type BenchSection } from "./section.ts";

const CAMPAIGNS = 2000;
const CONCURRENCY = 10;
// Long enough for the JIT to settle: shorter warm-ups left the bare server's first figures twice as slow.
const WARM_UP_SECONDS = 2;
const CHUNKS = 2;
const GOAL_RATIO = 1.5;

/** The floor only counts if it does the app's work: the same JSON for the same Twend. */
async function sameAnswer(appOrigin: string, bareOrigin: string, path: string): Promise<boolean> {
  const [a, b] = await Promise.all([appOrigin, bareOrigin].map(async (origin) => (await fetch(origin + path)).json()));
  return isDeepStrictEqual(a, b);
}

const line = (label: string, f: OnceEachFigures) =>
  `  ${label}: p50 ${ms(percentile(f.latenciesMs, 50))}, p95 ${ms(percentile(f.latenciesMs, 95))}, ` +
  `${((f.latenciesMs.length / f.wallMs) * 1000).toFixed(0)} req/s${f.failures ? `, ${f.failures} FAILED requests` : ""}`;

function merge(parts: readonly OnceEachFigures[]): OnceEachFigures {
  return {
    latenciesMs: parts.flatMap((p) => p.latenciesMs),
    failures: parts.reduce((sum, p) => sum + p.failures, 0),
    wallMs: parts.reduce((sum, p) => sum + p.wallMs, 0),
    refusals: new Map(
      [...new Set(parts.flatMap((p) => [...p.refusals.keys()]))].map((status) => [status, parts.reduce((sum, p) => sum + (p.refusals.get(status) ?? 0), 0)]),
    ),
  };
}

/**
 * Every request a cache miss: TWENDS fresh Twends, each read exactly once,
 * against bare Fastify + one plain SQL statement on pg reading the same rows.
 * Both are warmed up on another Twend first (JIT, connection pools). The
 * Twends go in CHUNKS taken in turn, the side that reads a chunk first
 * alternating, so neither always finds the rows already in PostgreSQL's
 * buffers nor always meets a neighbour's burst on this shared machine.
 */
export const coldReadSection: BenchSection = {
  name: "cold-read",
  title: `Cold read: ${CAMPAIGNS} fresh Twends, each GET /api/campaigns/{shortId} once, ${CONCURRENCY} keep-alive connections (autocannon), in ${CHUNKS} alternating chunks`,
  async run({ app, prisma, campaign }) {
    const shortIds = await seedColdCampaigns(prisma, campaign.shortId, CAMPAIGNS);
    const paths = shortIds.map((id) => `/api/campaigns/${id}`);
    const warmUp = `/api/campaigns/${campaign.shortId}`;
    const bare = await startBareServer({ kind: "pg", databaseUrl: app.databaseUrl });
    const appParts: OnceEachFigures[] = [];
    const bareParts: OnceEachFigures[] = [];
    let same: boolean;
    try {
      same = await sameAnswer(app.origin, bare.origin, warmUp);
      await hammer(app.origin + warmUp, CONCURRENCY, WARM_UP_SECONDS);
      await hammer(bare.origin + warmUp, CONCURRENCY, WARM_UP_SECONDS);
      const size = Math.ceil(paths.length / CHUNKS);
      for (let chunk = 0; chunk < CHUNKS; chunk++) {
        const part = paths.slice(chunk * size, (chunk + 1) * size);
        const sides = [
          async () => appParts.push(await requestEachOnce(app.origin, part, CONCURRENCY)),
          async () => bareParts.push(await requestEachOnce(bare.origin, part, CONCURRENCY)),
        ];
        if (chunk % 2 === 1) sides.reverse();
        for (const side of sides) await side();
      }
    } finally {
      await bare.stop();
    }
    const appFigures = merge(appParts);
    const bareFigures = merge(bareParts);
    console.log(line("app (real server, PostgreSQL)", appFigures));
    console.log(line(`bare Fastify + pg, one SQL statement (${same ? "same JSON as the app" : "JSON DIFFERS from the app's"})`, bareFigures));
    const r = percentile(appFigures.latenciesMs, 50) / percentile(bareFigures.latenciesMs, 50);
    const r95 = percentile(appFigures.latenciesMs, 95) / percentile(bareFigures.latenciesMs, 95);
    console.log(`  p50 app/bare ${ratio(r)} (goal <= ${GOAL_RATIO}x: ${goal(r <= GOAL_RATIO)}); p95 app/bare ${ratio(r95)}`);
  },
};
