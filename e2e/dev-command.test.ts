import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ENV_VARIABLE_NAMES } from "@twend/config";
import { DEV_SERVER_VARIABLE_NAMES } from "@twend/config/dev-server";
import { createDatabase } from "@twend/db";
import { createTestDatabase } from "@twend/db/testing";
import { describe, expect, it } from "vitest";
import { freePort } from "./support/start-server.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 30_000;

interface TurboJson {
  tasks: Record<string, { passThroughEnv?: string[] }>;
}

describe("turbo.json's dev task", () => {
  it("passes every variable the app and the dev server read through turbo's strict environment mode", () => {
    const turbo = JSON.parse(readFileSync(path.join(ROOT, "turbo.json"), "utf8")) as TurboJson;
    const passed = new Set(turbo.tasks.dev?.passThroughEnv ?? []);
    const missing = [...ENV_VARIABLE_NAMES, ...DEV_SERVER_VARIABLE_NAMES].filter((name) => !passed.has(name));
    expect(missing, "add these to tasks.dev.passThroughEnv in turbo.json").toEqual([]);
    // The AWS SDK's default credential chain, used when S3_BUCKET is set without keys.
    expect(passed.has("AWS_*")).toBe(true);
  });
});

/** Every process below `pid`, from /proc (turbo starts each task in a process group of its own). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // Exited while we looked.
    }
    // "pid (command) state ppid ...": the command may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  for (let stack = [pid], next = stack.pop(); next !== undefined; next = stack.pop()) {
    for (const child of children.get(next) ?? []) {
      found.push(child);
      stack.push(child);
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(ready: () => Promise<boolean>, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited with ${child.exitCode}:\n${output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm run dev did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * Ctrl-C in a terminal: SIGINT to the command's process group, which turbo passes on to its tasks.
 * Returns the processes of the tree still alive after the command exited (then killed, so none
 * outlives the test).
 */
async function interrupt(child: ChildProcess): Promise<{ exited: boolean; leftovers: number[] }> {
  const pid = child.pid;
  if (pid === undefined) return { exited: true, leftovers: [] };
  const tree = [pid, ...descendants(pid)];
  const exited = new Promise<boolean>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(true);
    child.once("exit", () => resolve(true));
    setTimeout(() => resolve(false), STOP_TIMEOUT_MS).unref();
  });
  process.kill(-pid, "SIGINT");
  const done = await exited;
  // Turbo's tasks finish shutting down just after it returns; give them a moment.
  const deadline = Date.now() + 5_000;
  while (tree.some(isAlive) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const leftovers = tree.filter(isAlive);
  for (const left of leftovers) process.kill(left, "SIGKILL");
  return { exited: done, leftovers };
}

describe("npm run dev", () => {
  it("runs the API and the dev server on the ports it is given, with the data where it is told", async () => {
    const db = await createTestDatabase();
    const scratch = await mkdtemp(path.join(tmpdir(), "twend-dev-"));
    // Not there yet: the API must make it.
    const dataDir = path.join(scratch, "data");
    const [apiPort, webPort] = [await freePort(), await freePort()];
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(apiPort),
      DATA_DIR: dataDir,
      WEB_DEV_PORT: String(webPort),
      // No demo content: nothing to draw, so the start and the stop are quick.
      SEED_DEMO: "0",
      LOG_LEVEL: "warn",
      TURBO_TELEMETRY_DISABLED: "1",
      DO_NOT_TRACK: "1",
      ...(db.url ? { DATABASE_URL: db.url } : {}),
    };
    let output = "";
    const child = spawn("npm", ["run", "dev"], { cwd: ROOT, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    let stopped: { exited: boolean; leftovers: number[] } | undefined;
    try {
      const api = `http://127.0.0.1:${apiPort}`;
      // A read of the database, not a health route: the API may listen before its database is ready.
      await waitUntil(
        async () => (await fetch(`${api}/api/campaigns/trending`)).ok,
        child,
        () => output,
      );
      expect(existsSync(path.join(dataDir, "session-secret"))).toBe(true);
      if (db.url) {
        // DATABASE_URL reached the API: it migrated that database.
        const migrated = await createDatabase({ databaseUrl: db.url });
        try {
          const [row] = await migrated.query<{ n: number }>('SELECT count(*)::int AS n FROM "_twend_migrations"');
          expect(row?.n).toBeGreaterThan(0);
        } finally {
          await migrated.close();
        }
        expect(existsSync(path.join(dataDir, "pglite"))).toBe(false);
      } else {
        expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);
      }

      // The dev server answers on its port and proxies to this API, not to :3000.
      await waitUntil(
        async () => (await fetch(`http://localhost:${webPort}/`)).ok,
        child,
        () => output,
      );
      const page = await fetch(`http://localhost:${webPort}/`);
      expect(await page.text()).toContain('<div id="root">');
      const viaProxy = await fetch(`http://localhost:${webPort}/api/campaigns/trending`);
      expect(viaProxy.status).toBe(200);
      expect(await viaProxy.json()).toEqual({ success: true, data: [] });
    } finally {
      stopped = await interrupt(child);
      await db.drop();
      await rm(scratch, { recursive: true, force: true });
    }
    expect(stopped, output).toEqual({ exited: true, leftovers: [] });
  });
});
