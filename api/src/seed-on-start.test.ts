import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { dataPaths, parseConfig } from "@twend/config";
import { SEED_POSTS, SEED_CAMPAIGNS, SEEDED_AT_KEY } from "@twend/prisma";
import type { JobName, JobQueue } from "@twend/jobs";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { AppContext } from "./context/app-context.ts";
import { closeAppContext, createAppContext } from "./context/create-app-context.ts";
import { seedOnStart } from "./seed-on-start.ts";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

const SECRET = "s".repeat(40);
const BACKEND = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";

interface Contents {
  campaigns: number;
  posts: number;
  visits: number;
  actions: number;
  marked: boolean;
}

async function contents(ctx: AppContext): Promise<Contents> {
  const { prisma } = ctx.db;
  const [campaigns, posts, visits, actions, marker] = await Promise.all([
    prisma.campaign.count(),
    prisma.blogPost.count(),
    prisma.visit.count(),
    prisma.action.count(),
    prisma.appMeta.findUnique({ where: { key: SEEDED_AT_KEY } }),
  ]);
  return { campaigns, posts, visits, actions, marked: marker !== null };
}

/**
 * Takes the jobs a start enqueues without running them: what is tested here is what the start
 * writes, and drawing every seeded background's copies would take most of a minute.
 */
function recordingQueue(): JobQueue & { names: JobName[] } {
  const names: JobName[] = [];
  return {
    kind: "in-process",
    names,
    async enqueue(name) {
      names.push(name);
    },
    async enqueueMany(name, jobs) {
      names.push(...jobs.map(() => name));
    },
    async repeat() {},
    async counts() {
      return { waiting: names.length, active: 0, completed: 0, failed: 0 };
    },
    async backlog() {
      return { waiting: names.length, active: 0, delayed: 0, failed: 0, oldestWaitingSeconds: 0 };
    },
    async listJobs() {
      return { jobs: [], counts: { waiting: names.length, active: 0, delayed: 0, failed: 0, completed: 0 } };
    },
    async retryJob() {
      return false;
    },
    async removeJob() {
      return false;
    },
    async idle() {},
    async ping() {},
    async close() {},
  };
}

/** Runs the start's seeding step on the app's database and media store, recording the jobs it enqueues. */
async function startOn(ctx: AppContext): Promise<JobName[]> {
  const jobs = recordingQueue();
  await seedOnStart({ ...ctx, jobs });
  return jobs.names;
}

const EMPTY: Contents = { campaigns: 0, posts: 0, visits: 0, actions: 0, marked: false };

function expectSeeded(found: Contents): void {
  expect(found).toMatchObject({ campaigns: SEED_CAMPAIGNS.length, posts: SEED_POSTS.length, marked: true });
  expect(found.visits).toBeGreaterThan(0);
  expect(found.actions).toBeGreaterThan(0);
}

interface ListedCampaign {
  short_id: string;
  total_views: number;
  total_downloads: number;
}

/** The views and generations the browse page shows of each Twend are what the actions table holds for it; the blog's view counts are its recorded views. */
async function expectShownFiguresRecorded(t: TestApp): Promise<void> {
  const res = await t.app.inject({ method: "GET", url: "/api/campaigns/all?limit=50" });
  expect(res.statusCode).toBe(200);
  const shown = (res.json() as { data: ListedCampaign[] }).data;
  const recorded = await t.ctx.db.query<{ short_id: string; views: number; generations: number; shares: number; total_shares: number }>(
    `SELECT c.short_id, c.total_shares,
            count(a.id) FILTER (WHERE a.type = 'view')::int AS views,
            count(a.id) FILTER (WHERE a.type = 'generation')::int AS generations,
            count(a.id) FILTER (WHERE a.type = 'share')::int AS shares
       FROM campaigns c LEFT JOIN actions a ON a.campaign_id = c.id GROUP BY c.id`,
  );
  expect(shown).toHaveLength(SEED_CAMPAIGNS.length);
  for (const campaign of shown) {
    const rows = recorded.find((r) => r.short_id === campaign.short_id);
    expect({ views: campaign.total_views, generations: campaign.total_downloads }, campaign.short_id).toEqual({ views: rows?.views, generations: rows?.generations });
    expect(rows?.total_shares, campaign.short_id).toBe(rows?.shares);
  }
  const [blog] = await t.ctx.db.query<{ shown: number; recorded: number }>(
    "SELECT (SELECT coalesce(sum(view_count), 0)::int FROM blog_posts) AS shown, (SELECT count(*)::int FROM blog_post_views) AS recorded",
  );
  expect(blog?.shown).toBe(blog?.recorded);
}

interface StartCase {
  name: string;
  env: Record<string, string>;
  seeds: boolean;
}

const START_CASES: StartCase[] = [
  { name: "development", env: { NODE_ENV: "development" }, seeds: true },
  { name: "production", env: { NODE_ENV: "production", SESSION_SECRET: SECRET }, seeds: false },
  { name: "production with SEED_DEMO=1", env: { NODE_ENV: "production", SESSION_SECRET: SECRET, SEED_DEMO: "1" }, seeds: true },
  { name: "development with SEED_DEMO=0", env: { NODE_ENV: "development", SEED_DEMO: "0" }, seeds: false },
];

describe("seeding on start", () => {
  it("seeds the embedded default: no DATABASE_URL, no NODE_ENV, PGlite in DATA_DIR", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "twend-seed-start-"));
    const config = parseConfig({ DATA_DIR: dataDir });
    const ctx = await createAppContext(config, pino({ level: "silent" }));
    try {
      expect(config).toMatchObject({ nodeEnv: "development", databaseUrl: undefined, seedDemo: true });
      expect(await startOn(ctx)).toContain("campaign.trending");
      expectSeeded(await contents(ctx));
      expect(existsSync(dataPaths(config).pglite)).toBe(true);
    } finally {
      await closeAppContext(ctx);
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  describe.each(START_CASES)(`$name, on ${BACKEND}`, ({ env, seeds }) => {
    it(seeds ? "seeds the demo Twends and blog posts once, their figures the sum of their seeded activity" : "leaves the database empty, start after start", async () => {
      const t = await createTestApp({}, env);
      try {
        expect(t.ctx.config.seedDemo).toBe(seeds);
        const first = await startOn(t.ctx);
        const found = await contents(t.ctx);
        if (seeds) {
          expectSeeded(found);
          expect(first).toContain("campaign.trending");
          await expectShownFiguresRecorded(t);
        } else {
          expect(found).toEqual(EMPTY);
          expect(first).toEqual([]);
        }
        // A later start seeds nothing more (it may queue the copies of backgrounds still without them).
        expect(await startOn(t.ctx)).not.toContain("campaign.trending");
        expect(await contents(t.ctx)).toEqual(found);
      } finally {
        await t.close();
      }
    });
  });
});
