import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase } from "@twend/db";
import { topTrendingCampaign } from "./support/seeded-campaign.ts";
import { PRODUCTION_ENTRY, startServer, startWorker, stopChild, WORKER_ENTRY, type RunningServer } from "./support/start-server.ts";

/** A render process runs with its JavaScript heap capped (a share of RENDER_MEMORY_MB), and no other flag. */
const HEAP_CAP = expect.stringMatching(/^--max-old-space-size=\d+$/);

const ROOT = path.resolve(import.meta.dirname, "..");
// Its own queue on a shared Redis, so the worker started below takes only this server's jobs.
const QUEUE_PREFIX = `twend_start_${randomBytes(4).toString("hex")}`;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface QueueHealth {
  queue: { kind: string; counts: { waiting: number; active: number; completed: number; failed: number } };
}

async function queueHealth(origin: string): Promise<QueueHealth["queue"]> {
  return ((await (await fetch(`${origin}/healthz`)).json()) as QueueHealth).queue;
}

async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A process's argv as the kernel holds it: the node binary, its options, the script. */
function commandLine(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
}

function childProcesses(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((thread) => readFileSync(`/proc/${pid}/task/${thread}/children`, "utf8").split(" ").filter(Boolean).map(Number));
}

let server: RunningServer;

beforeAll(async () => {
  // With REDIS_URL the server queues its jobs on Redis, for the worker below to take.
  server = await startServer({ env: { QUEUE_PREFIX, ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) } });
});

afterAll(async () => {
  await server?.stop();
});

describe("the production start", () => {
  it("is the command these tests start, compiled JavaScript run by plain node", () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { start: string } };
    expect(scripts.start.endsWith(`&& node ${PRODUCTION_ENTRY}`)).toBe(true);
    expect(PRODUCTION_ENTRY.endsWith(".js")).toBe(true);
  });

  it("runs the API with no TypeScript loader", () => {
    expect(commandLine(server.pid)).toEqual([process.execPath, PRODUCTION_ENTRY]);
    const environment = readFileSync(`/proc/${server.pid}/environ`, "utf8").split("\0");
    expect(environment.filter((entry) => entry.startsWith("NODE_OPTIONS="))).toEqual([]);
  });

  it("draws a link-preview card in a compiled render child, and starts nothing else", async () => {
    const campaign = await topTrendingCampaign(server.origin);
    const card = await fetch(`${server.origin}/og/campaign/${campaign.short_id}.png`);
    expect(card.status).toBe(200);
    expect(card.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await card.arrayBuffer()).subarray(0, 8)).toEqual(PNG_SIGNATURE);

    const children = childProcesses(server.pid).map(commandLine);
    expect(children.length).toBeGreaterThan(0);
    for (const argv of children) expect(argv).toEqual([process.execPath, HEAP_CAP, path.join(ROOT, "api/dist/render-child.js")]);
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)("the production worker (npm run worker)", () => {
  it("draws the seeded Twends' cards off the Redis queue in compiled render children, all run by plain node", async () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: { worker: string } };
    expect(scripts.worker.endsWith(`&& node ${WORKER_ENTRY}`)).toBe(true);
    expect((await queueHealth(server.origin)).kind).toBe("bullmq");
    const db = await createDatabase({ databaseUrl: server.databaseUrl });
    const withoutCard = () => db.prisma.campaign.count({ where: { previewHash: null } });
    expect(await withoutCard()).toBeGreaterThan(0);

    const worker = await startWorker(server, QUEUE_PREFIX, { RENDER_PROCESSES: "1" });
    try {
      const pid = worker.pid ?? 0;
      expect(commandLine(pid)).toEqual([process.execPath, WORKER_ENTRY]);
      const children = await waitFor(
        () => childProcesses(pid).map(commandLine),
        // A child caught between its fork and its exec has no command line yet, or still its parent's.
        (argvs) => argvs.length > 0 && argvs.every((argv) => argv.length > 0 && argv.at(-1) !== WORKER_ENTRY),
        "a render child",
      );
      expect(children).toEqual([[process.execPath, HEAP_CAP, path.join(ROOT, "worker/dist/render-child.js")]]);
      await waitFor(withoutCard, (count) => count === 0, "every seeded Twend's card");
      expect((await queueHealth(server.origin)).counts.failed).toBe(0);
    } finally {
      await stopChild(worker);
      await db.close();
    }
  });
});
