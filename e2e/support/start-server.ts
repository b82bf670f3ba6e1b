import { spawn, type ChildProcess } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";

const ROOT = path.resolve(import.meta.dirname, "../..");
/** The compiled API that `npm start` runs with plain node, relative to the repository root (built by `npx turbo run build`). */
export const PRODUCTION_ENTRY = "api/dist/server.js";
/** The compiled worker that `npm run worker` runs. */
export const WORKER_ENTRY = "worker/dist/main.js";
/** The server's log, in its DATA_DIR. */
const SERVER_LOG = "server.log";
/** What a copy of the seeded template's DATA_DIR leaves out. */
const TEMPLATE_OWN = new Set([SERVER_LOG, "session-secret"]);

export interface RunningServer {
  origin: string;
  /** The server process, for tests that look at what it runs. */
  pid: number;
  /** The server's DATA_DIR (its media on disk), which a worker beside it must share. */
  dataDir: string;
  /** The server's fresh database when it is PostgreSQL (undefined on PGlite). */
  databaseUrl: string | undefined;
  /** Stops the process and starts it again at the same address on the same data, as a deploy does. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface ServerOptions {
  /** PostgreSQL to make the fresh database on; default DATABASE_URL, else the server's embedded PGlite. */
  databaseUrl?: string | undefined;
  /** Extra environment for the server (benchmarks run it as in production). */
  env?: Record<string, string>;
  /** A copy of the repository's builds to run instead of its own (see copyBuild), so a test can change what it serves. */
  root?: string;
}

/** SIGTERM and wait for the exit, so no server outlives its test or bench. */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      srv.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(origin: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${origin}/healthz`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** A server process started on a database and a DATA_DIR it was given, until it answers /healthz. */
interface ServerProcess {
  origin: string;
  child: ChildProcess;
  pid: number;
}

interface Launch {
  env?: Record<string, string> | undefined;
  root?: string | undefined;
  port?: number | undefined;
}

async function launchServer(db: TestDatabase, dataDir: string, { env: extraEnv = {}, root = ROOT, port: wanted }: Launch = {}): Promise<ServerProcess> {
  const port = wanted ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    APP_ORIGIN: origin,
    LOG_LEVEL: "warn",
    ...extraEnv,
  };
  if (db.url) env.DATABASE_URL = db.url;
  // The server writes its log to a file, read only if it fails to start: piped here, every line of a
  // load test would also cost this process, which runs the browser or the load generator.
  const logFile = path.join(dataDir, SERVER_LOG);
  const logFd = openSync(logFile, "a");
  const child = spawn(process.execPath, [PRODUCTION_ENTRY], { cwd: root, env, stdio: ["ignore", logFd, logFd] });
  closeSync(logFd);
  const pid = child.pid;
  const log = () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : "");
  try {
    if (pid === undefined) throw new Error(`could not start ${process.execPath} ${PRODUCTION_ENTRY}`);
    await waitForHealth(origin, child, log);
    return { origin, child, pid };
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
}

/** Drops a server's database and removes its DATA_DIR. */
async function discard(db: TestDatabase, dataDir: string): Promise<void> {
  await db.drop();
  await rm(dataDir, { recursive: true, force: true });
}

/**
 * A fresh install's database and DATA_DIR once its first start has seeded them and drawn every
 * copy the seed asked for, made once for a test run (see seeded-template.ts). A server started
 * from a copy skips that work, the bulk of a fresh start's CPU time, which every browser test
 * file would otherwise repeat.
 */
export interface SeededTemplate {
  database: string;
  dataDir: string;
}

/** Where the test run's seeded template is, for the test files it starts (they inherit the variable). */
export const SEEDED_TEMPLATE_VARIABLE = "TWEND_E2E_SEEDED_TEMPLATE";

function seededTemplate(): SeededTemplate | undefined {
  const value = process.env[SEEDED_TEMPLATE_VARIABLE];
  return value ? (JSON.parse(value) as SeededTemplate) : undefined;
}

/**
 * Seeds a fresh database and DATA_DIR by starting the production server on them and stopping it,
 * which waits for its queued jobs (the seeded Twends' copies and cards) to finish.
 */
export async function makeSeededTemplate(): Promise<SeededTemplate & { remove(): Promise<void> }> {
  const db = await createTestDatabase();
  if (!db.name) throw new Error("a seeded template needs PostgreSQL (DATABASE_URL)");
  const dataDir = await mkdtemp(path.join(tmpdir(), "twend-e2e-template-"));
  const remove = () => discard(db, dataDir);
  try {
    const server = await launchServer(db, dataDir, { env: { SHUTDOWN_TIMEOUT_SECONDS: "300" } });
    await stopChild(server.child);
    const code = server.child.exitCode;
    if (code !== 0) throw new Error(`the template's server exited with ${code} while finishing its seed:\n${readFileSync(path.join(dataDir, SERVER_LOG), "utf8")}`);
  } catch (error) {
    await remove();
    throw error;
  }
  return { database: db.name, dataDir, remove };
}

/**
 * Starts the real production entry point (the compiled API, serving the built
 * SPA, as `npm start` runs it) on a free port, a DATA_DIR of its own and a database of its own:
 * a copy of the run's seeded template when there is one and the server, like the template's, runs
 * its jobs in process on the default PostgreSQL with media on disk; otherwise a fresh one, which it
 * seeds itself (unless SEED_DEMO says not to).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  // The template's media are on its disk: a server with a bucket (S3_BUCKET) seeds its own into it.
  const template = options.databaseUrl === undefined && options.env?.REDIS_URL === undefined && options.env?.S3_BUCKET === undefined ? seededTemplate() : undefined;
  const db: TestDatabase = await createTestDatabase(options.databaseUrl ?? process.env.DATABASE_URL, template?.database);
  const dataDir = await mkdtemp(path.join(tmpdir(), "twend-e2e-"));
  const cleanUp = () => discard(db, dataDir);
  let server: ServerProcess;
  try {
    // Its media; the log and the session secret stay the template's own.
    if (template) await cp(template.dataDir, dataDir, { recursive: true, filter: (source) => !TEMPLATE_OWN.has(path.relative(template.dataDir, source)) });
    server = await launchServer(db, dataDir, { env: options.env, root: options.root });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  return {
    origin: server.origin,
    get pid() {
      return server.pid;
    },
    dataDir,
    databaseUrl: db.url,
    async restart() {
      await stopChild(server.child);
      server = await launchServer(db, dataDir, { env: options.env, root: options.root, port: Number(new URL(server.origin).port) });
    },
    async stop() {
      await stopChild(server.child);
      await cleanUp();
    },
  };
}

/**
 * `npm run worker` as production runs it, beside `server`: its database, its media folder, the
 * queues under `queuePrefix` on REDIS_URL, a health port of its own, and `env` on top.
 */
export async function startWorker(server: RunningServer, queuePrefix: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  return spawn(process.execPath, [WORKER_ENTRY], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: server.databaseUrl,
      REDIS_URL: process.env.REDIS_URL,
      QUEUE_PREFIX: queuePrefix,
      DATA_DIR: server.dataDir,
      APP_ORIGIN: server.origin,
      WORKER_HEALTH_PORT: String(await freePort()),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
}
