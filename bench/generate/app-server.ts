import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createTestDatabase } from "@twend/db/testing";
import { freePort, stopChild, waitUntilServing } from "./processes.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");
// The machine's PostgreSQL (see the environment notes): the cold-read figure means nothing on PGlite.
const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

export interface RunningApp {
  origin: string;
  /** The scratch database the app runs on, for seeding from the bench. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The production entry point, as e2e/support/start-server.ts starts it, but
 * always on PostgreSQL and telling its database URL, which the bench seeds.
 * No REDIS_URL: jobs run in process, as in a single-machine deployment.
 */
export async function startApp(): Promise<RunningApp> {
  const db = await createTestDatabase(process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL);
  const databaseUrl = db.url;
  if (!databaseUrl) throw new Error("no PostgreSQL database was created");
  const dataDir = await mkdtemp(path.join(tmpdir(), "twend-bench-"));
  const cleanUp = async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_ORIGIN: origin,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
    };
    const child = spawn(process.execPath, ["--import", "tsx", "api/src/server.ts"], { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
    let log = "";
    child.stdout.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr.on("data", (d: Buffer) => (log += d.toString()));
    try {
      await waitUntilServing(`${origin}/healthz`, child, () => log);
    } catch (error) {
      await stopChild(child);
      throw error;
    }
    return {
      origin,
      databaseUrl,
      async stop() {
        await stopChild(child);
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
