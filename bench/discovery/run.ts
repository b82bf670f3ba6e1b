// Discovery over 100,000 Twends: the browse query (search + category + sort,
// first and 50th page) and trending under load, each against bare Fastify
// answering the same bytes in the same run, and the size of a browse page.
// Prints figures; asserts nothing. Run: npm run bench:discovery
// (PostgreSQL at DATABASE_URL, default the local one).
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createDatabase } from "@twend/db";
import { BROWSE_PAGE_SIZE, CAMPAIGN_CATEGORIES, type BrowsePage } from "@twend/shared";
import { ratio } from "../compose/stats.ts";
import { startApp, type RunningApp } from "../generate/app-server.ts";
import { startBareServer } from "../generate/bare-process.ts";
import { againstBare, loadLine, type LoadPlan } from "../generate/load.ts";
import { goal } from "../generate/section.ts";
import { SEEDED, seedCampaigns, TITLE_WORDS } from "./seed-campaigns.ts";

const PLAN: LoadPlan = { connections: 50, warmUpSeconds: 1, runSeconds: 5, rounds: 2 };
const DEEP_PAGE = 50;
const PAGE_SIZE_GOAL_BYTES = 50 * 1024;

async function getJson<T>(app: RunningApp, path: string): Promise<{ body: string; json: T }> {
  const res = await fetch(app.origin + path);
  const body = await res.text();
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 200)}`);
  return { body, json: JSON.parse(body) as T };
}

/** The app's answer under load, then bare Fastify sending the same bytes, in alternating rounds. */
async function compare(app: RunningApp, label: string, path: string): Promise<void> {
  const { body } = await getJson(app, path);
  const bare = await startBareServer({ kind: "constant", body });
  const { app: a, bare: b } = await againstBare(app.origin + path, bare.origin + path, PLAN).finally(() => bare.stop());
  console.log(`  ${label}`);
  console.log(`    ${loadLine("app", a)}`);
  console.log(`    ${loadLine(`bare Fastify, same ${body.length}-byte body`, b)}`);
  console.log(`    app/bare throughput ${ratio(a.requestsPerSecond / b.requestsPerSecond)}, p95 app/bare ${ratio(a.p95Ms / b.p95Ms)}`);
}

const started = performance.now();
const app = await startApp();
try {
  const db = await createDatabase({ databaseUrl: app.databaseUrl, poolSize: 2 });
  try {
    const seedStart = performance.now();
    await seedCampaigns(db.prisma);
    console.log(`Seeded ${SEEDED.toLocaleString("en")} Twends in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  } finally {
    await db.close();
  }

  const category = CAMPAIGN_CATEGORIES[3];
  const search = TITLE_WORDS[0].toLowerCase();
  const browse = `/api/campaigns/all?search=${search}&category=${encodeURIComponent(category)}&sort=trending&limit=${BROWSE_PAGE_SIZE}`;
  const first = await getJson<BrowsePage>(app, browse);
  let cursor = first.json.next_cursor;
  for (let page = 2; page < DEEP_PAGE && cursor; page++) cursor = (await getJson<BrowsePage>(app, `${browse}&cursor=${cursor}`)).json.next_cursor;
  if (!cursor) throw new Error(`the browse query has fewer than ${DEEP_PAGE} pages (${String(first.json.total)} matches)`);

  console.log(
    `Under load: autocannon, ${PLAN.connections} connections, ${PLAN.rounds} alternating rounds of ${PLAN.runSeconds} s per side after ${PLAN.warmUpSeconds} s warm-up`,
  );
  await compare(app, `browse, search '${search}' + category '${category}' + Most Trending, page 1 (${String(first.json.total)} matches)`, browse);
  await compare(app, `the same browse query, page ${DEEP_PAGE} (by cursor)`, `${browse}&cursor=${cursor}`);
  await compare(app, "trending (home page list)", "/api/campaigns/trending");

  const bytes = Buffer.byteLength(first.body);
  console.log(
    `Browse page of ${first.json.data.length} cards: ${(bytes / 1024).toFixed(1)} KiB as JSON (goal < ${PAGE_SIZE_GOAL_BYTES / 1024} KB: ${goal(bytes < PAGE_SIZE_GOAL_BYTES)});` +
      ` ${(gzipSync(first.body).length / 1024).toFixed(1)} KiB gzip, ${(brotliCompressSync(first.body).length / 1024).toFixed(1)} KiB brotli on the wire`,
  );
} finally {
  await app.stop();
}
console.log(`(bench took ${((performance.now() - started) / 1000).toFixed(0)} s)`);
