import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  closedPort,
  freePort,
  getJson,
  hasRedisServer,
  logLines,
  nonJsonLines,
  redisServerOnFreePort,
  runEntry,
  waitFor,
  type RedisServer,
  type RunningProcess,
} from "@twend/runtime/testing";

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));
const SHUTDOWN_TIMEOUT_SECONDS = 10;

/**
 * The real worker process (`npm run worker`) started while its dependencies are down: it stays up,
 * says what is missing on its health port and in one JSON line per failed try, takes up once they
 * are back, and stops on SIGTERM within its limit.
 */
describe("the worker process with its dependencies down", () => {
  let dataDir: string;
  const running: RunningProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "twend-worker-startup-"));
  });
  afterEach(async () => {
    for (const process of running.splice(0)) await process.stop("SIGKILL");
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  async function startWorker(env: { DATABASE_URL: string; REDIS_URL: string }) {
    const healthPort = await freePort();
    const worker = runEntry(MAIN, {
      ...env,
      HOST: "127.0.0.1",
      WORKER_HEALTH_PORT: String(healthPort),
      DATA_DIR: dataDir,
      RENDER_PROCESSES: "1",
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
      LOG_LEVEL: "info",
    });
    running.push(worker);
    const health = `http://127.0.0.1:${healthPort}/healthz`;
    await waitFor("the worker's liveness", async () => ((await getJson(`${health}/live`))?.status === 200 ? true : undefined), 30_000);
    return { worker, health };
  }

  const failureLines = (output: string, dependency: string) =>
    logLines(output).filter((line) => line.dependency === dependency && line.msg === `${dependency} unavailable`);

  it("with Redis and PostgreSQL unreachable: live, not ready naming both, one JSON line per failed try, SIGTERM exits 0", async () => {
    const { worker, health } = await startWorker({
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${await closedPort()}/twend`,
      REDIS_URL: `redis://127.0.0.1:${await closedPort()}`,
    });
    expect(await getJson(`${health}/ready`)).toEqual({ status: 503, body: { status: "unavailable", missing: ["database", "redis"] } });
    // Retries back off: a few tries each, not hundreds.
    await waitFor(
      "two failures of each",
      async () => (failureLines(worker.output(), "redis").length >= 2 && failureLines(worker.output(), "database").length >= 2 ? true : undefined),
      20_000,
    );
    for (const line of [...failureLines(worker.output(), "redis"), ...failureLines(worker.output(), "database")]) {
      expect(line).toMatchObject({ level: 40, code: "ECONNREFUSED", attempt: expect.any(Number), retryInMs: expect.any(Number) });
      expect(line).not.toHaveProperty("stack");
    }
    const redisTries = failureLines(worker.output(), "redis");
    expect(Number(redisTries[1]?.retryInMs)).toBeGreaterThan(Number(redisTries[0]?.retryInMs));

    expect(await worker.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    expect(nonJsonLines(worker.output())).toEqual([]);
    expect(logLines(worker.output()).map((line) => line.msg)).toEqual(expect.arrayContaining(["shutting down", "stopped"]));
  }, 60_000);

  describe.runIf(process.env.DATABASE_URL && hasRedisServer())("then Redis comes up, goes away and comes back", () => {
    let testDb: TestDatabase;
    let redis: RedisServer;
    beforeAll(async () => {
      testDb = await createTestDatabase();
      redis = await redisServerOnFreePort();
    });
    afterAll(async () => {
      await redis?.stop();
      await testDb?.drop();
    });

    it("is ready only while both answer, takes jobs once the database is there, and logs nothing but JSON", async () => {
      const { worker, health } = await startWorker({ DATABASE_URL: testDb.url ?? "", REDIS_URL: redis.url });
      const readiness = (status: number, missing: string[]) =>
        waitFor(
          `readiness ${status} missing ${missing.join(", ")}`,
          async () => {
            const answer = await getJson(`${health}/ready`);
            return answer?.status === status && JSON.stringify((answer.body as { missing?: unknown }).missing) === JSON.stringify(missing) ? answer.body : undefined;
          },
          30_000,
        );
      // The database is reached and migrated; Redis is not there yet.
      expect(await readiness(503, ["redis"])).toEqual({ status: "unavailable", missing: ["redis"] });
      await waitFor("the worker to take jobs", async () => (worker.output().includes('"msg":"worker ready"') ? true : undefined), 10_000);

      await redis.start();
      expect(await readiness(200, [])).toEqual({ status: "ok", missing: [] });
      await redis.stop();
      expect(await readiness(503, ["redis"])).toEqual({ status: "unavailable", missing: ["redis"] });
      await redis.start();
      expect(await readiness(200, [])).toEqual({ status: "ok", missing: [] });
      expect(logLines(worker.output()).some((line) => line.msg === "redis available" && line.dependency === "redis")).toBe(true);

      expect(await worker.stop("SIGTERM"), worker.output()).toEqual({ code: 0, signal: null });
      expect(nonJsonLines(worker.output())).toEqual([]);
    }, 90_000);
  });
});
