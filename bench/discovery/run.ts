// Discovery over 1,000,000 Twends titled in all ten languages: browse (search + category + sort,
// the first page and a deep one by cursor) for a Latin and an Arabic-script search, trending,
// latest and the search box's suggestions under load, each against bare Fastify answering the same
// bytes in the same run, server and load pinned to different CPUs; then one figure for a rotating
// mix of distinct searches, which no cache of pages can answer. Prints figures beside the goals;
// asserts nothing. Run: npm run bench:discovery (PostgreSQL at DATABASE_URL, default the local one).
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createDatabase } from "@twend/db";
import { BROWSE_PAGE_SIZE, CAMPAIGN_CATEGORIES, SEARCH_MATCHES_MAX, type BrowsePage } from "@twend/shared";
import { median, ratio } from "../compose/stats.ts";
import { startApp, type RunningApp } from "../generate/app-server.ts";
import { startBareServer } from "../generate/bare-process.ts";
import { againstBare, loadLine, requestEachOnce, type HeadersOf, type LoadPlan } from "../generate/load.ts";
import { percentile } from "../generate/percentile.ts";
import { pinServersAwayFromLoad } from "../generate/pinned-load.ts";
import { waitForQuietMachine } from "../generate/quiet-machine.ts";
import { goal } from "../generate/section.ts";
import { SEEDED, seedCampaigns, TITLE_WORDS } from "./seed-campaigns.ts";

const PLAN: LoadPlan = { connections: 50, warmUpSeconds: 1, runSeconds: 4, rounds: 3 };
/** A search ranks SEARCH_MATCHES_MAX Twends at most: its deep page is its last full one. */
const DEEP_PAGE = Math.floor(SEARCH_MATCHES_MAX / BROWSE_PAGE_SIZE);
const PAGE_SIZE_GOAL_BYTES = 50 * 1024;
const P95_GOAL_MS = 20;
const BARE_RATIO_GOAL = 0.1;
/** Requests of the rotating mix, each a search no other request of the run makes. */
const MIX_REQUESTS = 400;

async function getText(app: RunningApp, path: string): Promise<string> {
  const res = await fetch(app.origin + path);
  const body = await res.text();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return body;
}

/** The app's answer under load, then bare Fastify sending the same bytes, in alternating rounds, beside the goals. */
async function compare(app: RunningApp, label: string, path: string, headersOf?: HeadersOf): Promise<void> {
  const body = await getText(app, path);
  const bare = await startBareServer({ kind: "constant", body });
  const unpin = await pinServersAwayFromLoad();
  const {
    app: a,
    bare: b,
    perRound,
  } = await againstBare(app.origin + path, bare.origin + path, PLAN, headersOf).finally(async () => {
    await unpin();
    await bare.stop();
  });
  const mid = median(perRound);
  console.log(`  ${label}`);
  console.log(`    ${loadLine("app", a)}`);
  console.log(`    ${loadLine(`bare Fastify, same ${body.length}-byte body`, b)}`);
  console.log(
    `    p95 ${a.p95Ms.toFixed(1)} ms (goal <= ${P95_GOAL_MS} ms: ${goal(a.p95Ms <= P95_GOAL_MS && a.failures === 0)}; bare's own ${b.p95Ms.toFixed(1)} ms is the machine's share);` +
      ` app/bare throughput per round median ${ratio(mid)}, max ${ratio(Math.max(...perRound))} (goal >= ${ratio(BARE_RATIO_GOAL)}: ${goal(mid >= BARE_RATIO_GOAL)});` +
      ` rounds ${perRound.map(ratio).join(", ")}`,
  );
}

/**
 * Suggestions have a per-address budget, so their load comes from many visitors, each asking
 * VISITOR_ASKS times as they type, through the X-Forwarded-For the app trusts from loopback.
 */
const VISITOR_ASKS = 5;
const manyVisitors: HeadersOf = (n) => {
  const visitor = Math.floor(n / VISITOR_ASKS);
  return { "x-forwarded-for": `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` };
};

/** The browse query's first page, its total and the cursor of page DEEP_PAGE. */
async function browsePages(app: RunningApp, search: string, category: string): Promise<{ first: string; total: string; deep: string }> {
  const path = `/api/campaigns/all?search=${encodeURIComponent(search)}&category=${encodeURIComponent(category)}&sort=trending&limit=${BROWSE_PAGE_SIZE}`;
  const first = JSON.parse(await getText(app, path)) as BrowsePage;
  let cursor = first.next_cursor;
  for (let page = 2; page < DEEP_PAGE && cursor; page++) cursor = (JSON.parse(await getText(app, `${path}&cursor=${cursor}`)) as BrowsePage).next_cursor;
  if (!cursor) throw new Error(`'${search}' in ${category} has fewer than ${DEEP_PAGE} pages (${String(first.total)} matches)`);
  return { first: path, total: `${String(first.total)}${first.total_capped ? "+" : ""}`, deep: `${path}&cursor=${cursor}` };
}

/** A word as a visitor might type it: without accents, or with its second letter left out. */
function typed(word: string, variant: number): string {
  const plain = word.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
  return variant % 2 === 0 ? plain : [...word][0] + [...word].slice(2).join("");
}

/**
 * Every title word of every language, typed two ways, in every category and none, each sort: a
 * different browse page 1 for each request, as many visitors searching at once would ask.
 */
function rotatingMix(): string[] {
  const words = Object.values(TITLE_WORDS).flat();
  const sorts = ["trending", "newest", "popular"] as const;
  const paths: string[] = [];
  for (let i = 0; paths.length < MIX_REQUESTS; i++) {
    const word = words[i % words.length] ?? "";
    const category = i % (CAMPAIGN_CATEGORIES.length + 1) === 0 ? "" : (CAMPAIGN_CATEGORIES[i % CAMPAIGN_CATEGORIES.length] ?? "");
    const search = typed(word, Math.floor(i / words.length));
    paths.push(
      `/api/campaigns/all?search=${encodeURIComponent(search)}${category ? `&category=${encodeURIComponent(category)}` : ""}&sort=${sorts[i % sorts.length]}&limit=${BROWSE_PAGE_SIZE}`,
    );
  }
  return [...new Set(paths)];
}

async function measureMix(app: RunningApp): Promise<void> {
  const paths = rotatingMix();
  const unpin = await pinServersAwayFromLoad();
  const run = await requestEachOnce(app.origin, paths, PLAN.connections).finally(unpin);
  console.log(
    `  rotating mix of ${paths.length} distinct browse searches (80 words in ten languages, unaccented or with a letter missing, categories, sorts), each asked once:` +
      ` ${((run.latenciesMs.length / run.wallMs) * 1000).toFixed(0)} req/s, p50 ${percentile(run.latenciesMs, 50).toFixed(1)} ms, p95 ${percentile(run.latenciesMs, 95).toFixed(1)} ms` +
      `${run.failures ? `, ${run.failures} FAILED requests (${[...run.refusals].map(([status, n]) => `${n} answered ${status}`).join(", ") || "no answer"})` : ""}` +
      " (no goal: what a visitor's first, uncached search costs under load; a 503 asks the visitor to try again shortly)",
  );
}

const started = performance.now();
const app = await startApp();
try {
  const db = await createDatabase({ databaseUrl: app.databaseUrl, poolSize: 2 });
  try {
    const seedStart = performance.now();
    await seedCampaigns(db.prisma);
    console.log(`Seeded ${SEEDED.toLocaleString("en")} Twends in ten languages in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }

  const music = CAMPAIGN_CATEGORIES[2];
  const social = CAMPAIGN_CATEGORIES[3];
  // 'musica' as typed without its accent: música (Spanish, Portuguese) as a substring, musique (French) as a near spelling.
  const latin = await browsePages(app, "musica", music);
  // مستقبل is in Arabic and Urdu titles alike.
  const arabic = await browsePages(app, "مستقبل", social);

  // Once, not before each figure: on a machine shared with other work it may never be quiet, and each wait lasts up to a minute.
  const waitedMs = await waitForQuietMachine();
  console.log(`(waited ${(waitedMs / 1000).toFixed(0)} s for the seed's aftermath to settle)`);
  console.log(
    `Under load: autocannon, ${PLAN.connections} connections, ${PLAN.rounds} alternating rounds of ${PLAN.runSeconds} s per side after ${PLAN.warmUpSeconds} s warm-up; goals: p95 <= ${P95_GOAL_MS} ms, app/bare >= ${ratio(BARE_RATIO_GOAL)}`,
  );
  await compare(app, `browse, search 'musica' + category '${music}' + Most Trending, page 1 (${latin.total} matches)`, latin.first);
  await compare(app, `the same browse query, page ${DEEP_PAGE} (by cursor)`, latin.deep);
  await compare(app, `browse, search 'مستقبل' + category '${social}' + Most Trending, page 1 (${arabic.total} matches)`, arabic.first);
  await compare(app, `the same browse query, page ${DEEP_PAGE} (by cursor)`, arabic.deep);
  await compare(
    app,
    "suggestions for 'corazo' (GET /api/campaigns/suggestions), 5 asks per visitor address",
    `/api/campaigns/suggestions?q=${encodeURIComponent("corazo")}`,
    manyVisitors,
  );
  await compare(app, "trending (home page list)", "/api/campaigns/trending");
  await compare(app, "latest (home page list)", "/api/campaigns/recent");
  await measureMix(app);

  const body = await getText(app, latin.first);
  const bytes = Buffer.byteLength(body);
  console.log(
    `Browse page of ${BROWSE_PAGE_SIZE} cards: ${(bytes / 1024).toFixed(1)} KiB as JSON (goal < ${PAGE_SIZE_GOAL_BYTES / 1024} KB: ${goal(bytes < PAGE_SIZE_GOAL_BYTES)});` +
      ` ${(gzipSync(body).length / 1024).toFixed(1)} KiB gzip, ${(brotliCompressSync(body).length / 1024).toFixed(1)} KiB brotli on the wire`,
  );
} finally {
  await app.stop();
}
console.log(`(bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
