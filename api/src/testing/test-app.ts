import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseConfig } from "@twend/config";
import { createTestDatabase } from "@twend/db/testing";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { buildApp, type BuildAppOptions } from "../app.ts";
import type { AppContext } from "../context/app-context.ts";
import { closeAppContext, createAppContext } from "../context/create-app-context.ts";

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The whole API on a database of its own (PostgreSQL when DATABASE_URL is set,
 * else in-memory PGlite) and a temporary DATA_DIR; jobs run in process. `pglite` runs it on
 * PGlite whatever DATABASE_URL says, for tests that hold both backends to the same SQL.
 */
export async function createTestApp(options: BuildAppOptions = {}, env: Record<string, string> = {}, backend: "default" | "pglite" = "default"): Promise<TestApp> {
  const testDb = await createTestDatabase(backend === "pglite" ? "" : process.env.DATABASE_URL);
  const dataDir = await mkdtemp(path.join(tmpdir(), "twend-test-"));
  const config = parseConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    DATABASE_URL: testDb.url,
    PORT: "0",
    APP_ORIGIN: "http://localhost:3000",
    ...env,
  });
  const ctx = await createAppContext(config, pino({ level: "silent" }), { pgliteDir: testDb.url ? undefined : "memory://" });
  // Migrated, connected and subscribed, as a server is by the time it says it is ready.
  await ctx.started;
  ctx.dependencies.markStarted();
  const app = await buildApp(ctx, options);
  return {
    app,
    ctx,
    dataDir,
    async close() {
      await app.close();
      await closeAppContext(ctx);
      await testDb.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
