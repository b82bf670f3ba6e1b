import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { median, ratio } from "../compose/stats.ts";
import { startBareServer } from "./bare-process.ts";
import { againstBare, loadLine, type LoadPlan } from "./load.ts";
import { pinServersAwayFromLoad } from "./pinned-load.ts";
import { goal, type BenchSection } from "./section.ts";

const PLAN: LoadPlan = { connections: 50, warmUpSeconds: 2, runSeconds: 10, rounds: 3 };
// The visitor's session the page read is made with; its first read counts the one view, every later one is a reload.
const SESSION_ID = "bench-visitor-0001";

interface HotRead {
  label: string;
  path: string;
  /** The least app/bare throughput accepted. */
  goal: number;
}

/**
 * The path the campaign page asks for, captured from tRPC's own batch link
 * (the SPA's, web/src/lib/trpc.ts) rather than written out by hand.
 */
async function spaPageReadPath(origin: string, shortId: string): Promise<string> {
  let path = "";
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${origin}/trpc`,
        fetch: (url, init) => {
          path = String(url).slice(origin.length);
          return fetch(url, init);
        },
      }),
    ],
  });
  await client.campaigns.byShortId.query({ shortId, sessionId: SESSION_ID });
  return path;
}

/** One read hammered against a bare server answering its bytes; prints its lines and says whether the goal was met. */
async function measure(origin: string, read: HotRead): Promise<void> {
  const res = await fetch(origin + read.path);
  if (!res.ok) throw new Error(`GET ${read.path} answered ${res.status}`);
  const body = await res.text();
  const bare = await startBareServer({ kind: "constant", body });
  const unpin = await pinServersAwayFromLoad();
  const figures = await againstBare(origin + read.path, bare.origin + read.path, PLAN).finally(async () => {
    await unpin();
    await bare.stop();
  });
  console.log(`  ${read.label}: GET ${read.path.length > 70 ? `${read.path.slice(0, 70)}...` : read.path}`);
  console.log(`    ${loadLine("app (real server, PostgreSQL)", figures.app)}`);
  console.log(`    ${loadLine(`bare Fastify, same ${body.length}-byte body as a constant`, figures.bare)}`);
  const mid = median(figures.perRound);
  console.log(
    `    app/bare throughput per round: median ${ratio(mid)}, max ${ratio(Math.max(...figures.perRound))} (goal >= ${ratio(read.goal)}: ${goal(mid >= read.goal)});` +
      ` rounds ${figures.perRound.map(ratio).join(", ")}; p95 app/bare ${ratio(figures.app.p95Ms / figures.bare.p95Ms)}`,
  );
}

/**
 * The cached public read under load, as the two kinds of client make it: the
 * campaign page's tRPC call (a reload: the visitor's view is already counted,
 * so it writes nothing) and the documented GET /api/campaigns/{shortId}, each
 * against bare Fastify answering the same bytes, each server in a process of
 * its own on one core and the load on the other.
 */
export const hotReadSection: BenchSection = {
  name: "hot-read",
  title: `The public Twend read under load: autocannon, ${PLAN.connections} connections, ${PLAN.rounds} alternating rounds of ${PLAN.runSeconds} s per side after ${PLAN.warmUpSeconds} s warm-up, no Accept-Encoding`,
  async run({ app, campaign }) {
    const reads: HotRead[] = [
      { label: "the campaign page's read (tRPC, as the SPA sends it)", path: await spaPageReadPath(app.origin, campaign.shortId), goal: 0.5 },
      { label: "the documented REST read", path: `/api/campaigns/${campaign.shortId}`, goal: 0.45 },
    ];
    for (const read of reads) await measure(app.origin, read);
  },
};
