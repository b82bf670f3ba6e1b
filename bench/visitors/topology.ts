import { randomBytes } from "node:crypto";
import path from "node:path";
import { createDatabase } from "@twend/db";
import { Redis } from "ioredis";
import pg from "pg";
import { startServer, startWorker, stopChild, type RunningServer } from "../../e2e/support/start-server.ts";
import { PRODUCTION_ENV } from "../generate/app-server.ts";
import { hasExited, parentPid, pinTrees, treeCpuSeconds } from "./proc-cpu.ts";

/** The machine's PostgreSQL and Redis (see the environment notes); the bench makes a fresh database and a queue prefix of its own. */
const POSTGRES_URL = "postgresql://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = "redis://127.0.0.1:6379";
const EXIT_WAIT_MS = 60_000;

/** A process group whose CPU time counts as the server's. */
export interface CpuSource {
  label: string;
  seconds(): Promise<number>;
}

export interface DpRenderRow {
  id: string;
  status: string;
}

/** One way of running Twend, started and seeded, with what the bench reads of it. */
export interface Topology {
  label: string;
  origin: string;
  /** What the server's CPU time is the sum of, and a note on what that takes in. */
  cpu: CpuSource[];
  cpuNote: string;
  /** Puts the server's processes, those started since the last call included, on `cpus`. */
  pinServer(cpus: string): Promise<void>;
  /** Stops everything and returns the dp_renders rows as the server left them. */
  finish(): Promise<DpRenderRow[]>;
  /** Stops everything still running; for when the bench fails. Idempotent. */
  stop(): Promise<void>;
}

const RENDER_ROWS_SQL = "SELECT id, status::text AS status FROM dp_renders ORDER BY created_at";

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

/**
 * `npm start` on a fresh machine: the compiled server on its embedded PGlite in a fresh DATA_DIR,
 * jobs and renders in its own process tree. An empty database URL keeps it embedded even where
 * DATABASE_URL names a PostgreSQL.
 */
export async function startEmbedded(): Promise<Topology> {
  const server = await startServer({ databaseUrl: "", env: { ...PRODUCTION_ENV } });
  if (server.databaseUrl) {
    await server.stop();
    throw new Error("the app was started on PostgreSQL, not its embedded database");
  }
  const stop = once(() => server.stop());
  return {
    label: "embedded default (node api/dist/server.js, PGlite in a fresh DATA_DIR, jobs in process)",
    origin: server.origin,
    cpu: [{ label: "API + render processes", seconds: () => treeCpuSeconds(server.pid) }],
    cpuNote: "the API process and all its descendants (render processes); PGlite runs inside the API process",
    pinServer: (cpus) => pinTrees([server.pid], cpus),
    async finish() {
      // PGlite belongs to its server's process: its tables can be read only once that process is gone.
      process.kill(server.pid, "SIGTERM");
      const deadline = Date.now() + EXIT_WAIT_MS;
      while (!(await hasExited(server.pid))) {
        if (Date.now() > deadline) throw new Error(`the embedded server ${server.pid} did not exit within ${EXIT_WAIT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const db = await createDatabase({ pgliteDir: path.join(server.dataDir, "pglite") });
      try {
        return await db.query<DpRenderRow>(RENDER_ROWS_SQL);
      } finally {
        await db.close();
        await stop();
      }
    },
    stop,
  };
}

/** Redis's process id, from its own INFO. */
async function redisPid(redis: Redis): Promise<number> {
  const pid = /^process_id:(\d+)/m.exec(await redis.info("server"))?.[1];
  if (!pid) throw new Error("Redis's INFO names no process_id");
  return Number(pid);
}

/** Removes what the run left in Redis: its queues and its rate-limit counters, all under its own prefix. */
async function removeKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== "0");
}

/**
 * A production deployment on one machine: the compiled server on a fresh database on the local
 * PostgreSQL, jobs on Redis under a queue prefix of its own, and `npm run worker` beside it.
 */
export async function startWithWorker(): Promise<Topology> {
  const prefix = `twend_bench_visitors_${randomBytes(4).toString("hex")}`;
  const server: RunningServer = await startServer({ databaseUrl: POSTGRES_URL, env: { ...PRODUCTION_ENV, REDIS_URL, QUEUE_PREFIX: prefix } });
  const databaseUrl = server.databaseUrl;
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const client = new pg.Client({ connectionString: databaseUrl });
  const stopServer = once(() => server.stop());
  let stopWorker: () => Promise<void> = async () => undefined;
  const stop = once(async () => {
    await stopWorker();
    await client.end().catch(() => undefined);
    await stopServer();
    await removeKeys(redis, prefix).catch(() => undefined);
    redis.disconnect();
  });
  try {
    if (!databaseUrl) throw new Error("no PostgreSQL database was created");
    // As production runs it, but logging warnings only: its output is this bench's.
    const worker = await startWorker(server, prefix, {
      REDIS_URL,
      NODE_ENV: PRODUCTION_ENV.NODE_ENV ?? "production",
      SESSION_SECRET: PRODUCTION_ENV.SESSION_SECRET ?? "",
    });
    const workerPid = worker.pid;
    stopWorker = once(() => stopChild(worker));
    if (workerPid === undefined) throw new Error("the worker did not start");
    await Promise.all([client.connect(), redis.connect()]);
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const backend = rows[0]?.pid;
    if (backend === undefined) throw new Error("PostgreSQL named no backend process");
    const postmaster = await parentPid(backend);
    const redisServer = await redisPid(redis);
    return {
      label: "PostgreSQL + Redis + a separate worker (DATABASE_URL to a fresh database, REDIS_URL with a queue prefix of its own, node worker/dist/main.js)",
      origin: server.origin,
      cpu: [
        { label: "API", seconds: () => treeCpuSeconds(server.pid) },
        { label: "worker + render processes", seconds: () => treeCpuSeconds(workerPid) },
        { label: "PostgreSQL", seconds: () => treeCpuSeconds(postmaster) },
        { label: "Redis", seconds: () => treeCpuSeconds(redisServer) },
      ],
      cpuNote:
        "the API, the worker and their descendants, every PostgreSQL process (backends, WAL writer, checkpointer: the delta over all of them," +
        " which is the bench's work only on an otherwise quiet machine) and the Redis server",
      async pinServer(cpus) {
        const backends = await client.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
        await pinTrees([server.pid, workerPid, ...backends.rows.map((row) => row.pid)], cpus);
      },
      async finish() {
        try {
          return (await client.query<DpRenderRow>(RENDER_ROWS_SQL)).rows;
        } finally {
          await stop();
        }
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
