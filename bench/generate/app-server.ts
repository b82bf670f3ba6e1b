import { startServer } from "../../e2e/support/start-server.ts";

// The machine's PostgreSQL (see the environment notes): the cold-read figure means nothing on PGlite.
const DEFAULT_DATABASE_URL = "postgresql://postgres@127.0.0.1:5432/postgres";

export interface RunningApp {
  origin: string;
  /** The server process, whose CPU time (with its render processes') the batch section reads from /proc. */
  pid: number;
  /** The scratch database the app runs on, for seeding from the bench. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The server's environment in production; LOG_LEVEL as production leaves it by default, so every
 * request writes its access line. SEED_DEMO: the benches measure the seeded Twends, which
 * production does not seed by default.
 */
export const PRODUCTION_ENV: Readonly<Record<string, string>> = {
  LOG_LEVEL: "info",
  NODE_ENV: "production",
  SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
  SEED_DEMO: "1",
};

/**
 * The production entry point as the browser tests start it, but always on
 * PostgreSQL and in production mode. No REDIS_URL: jobs run in process, as in
 * a single-machine deployment.
 */
export async function startApp(): Promise<RunningApp> {
  const server = await startServer({ databaseUrl: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL, env: { ...PRODUCTION_ENV } });
  if (!server.databaseUrl) {
    await server.stop();
    throw new Error("no PostgreSQL database was created");
  }
  return { origin: server.origin, pid: server.pid, databaseUrl: server.databaseUrl, stop: () => server.stop() };
}
