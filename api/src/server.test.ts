import { mkdtemp, rm } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase, type TestDatabase } from "@twend/db/testing";
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
  type RunningProcess,
} from "@twend/runtime/testing";
import { afterAll, afterEach, describe, expect, it } from "vitest";

const SERVER = fileURLToPath(new URL("./server.ts", import.meta.url));
// Loading the API through tsx takes a while on a busy machine; none of it is what these tests measure.
const STARTED_WITHIN_MS = 120_000;

/**
 * The real API process (`npm run dev`'s entry) started while PostgreSQL or Redis is down: it listens,
 * is live, is not ready and says which dependency is missing, logs each failed try as one JSON
 * line, turns ready when the dependency comes back, and on SIGTERM finishes what it is doing
 * and exits, or exits 1 past SHUTDOWN_TIMEOUT_SECONDS.
 */
describe("the API process", () => {
  const running: RunningProcess[] = [];
  const dataDirs: string[] = [];
  const databases: TestDatabase[] = [];

  afterEach(async () => {
    for (const api of running.splice(0)) await api.stop("SIGKILL");
  });
  afterAll(async () => {
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
    for (const db of databases) await db.drop();
  });

  /** On the test backend (a fresh PostgreSQL database, else PGlite in its DATA_DIR) unless `env` says otherwise. */
  async function startApi(env: Record<string, string>) {
    const port = await freePort();
    const dataDir = await mkdtemp(path.join(tmpdir(), "twend-api-startup-"));
    dataDirs.push(dataDir);
    const testDb = await createTestDatabase();
    databases.push(testDb);
    const origin = `http://127.0.0.1:${port}`;
    const api = runEntry(SERVER, {
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_ORIGIN: origin,
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT_SECONDS: "30",
      ...(testDb.url ? { DATABASE_URL: testDb.url } : {}),
      ...env,
    });
    running.push(api);
    await waitFor(
      "the API to listen",
      async () => {
        if (api.child.exitCode !== null) throw new Error(`the API exited with ${api.child.exitCode}:\n${api.output()}`);
        return (await getJson(`${origin}/healthz/live`))?.status === 200 ? true : undefined;
      },
      STARTED_WITHIN_MS,
    );
    return { api, origin, port };
  }

  const readyAt = (origin: string) => waitFor("readiness", async () => ((await getJson(`${origin}/healthz/ready`))?.status === 200 ? true : undefined), 60_000);

  const failures = (api: RunningProcess, dependency: string) => logLines(api.output()).filter((line) => line.msg === `${dependency} unavailable`);

  it("with Redis refusing connections: live, not ready naming redis, one JSON line per failed try, SIGTERM exits 0", async () => {
    const { api, origin } = await startApi({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    expect(await getJson(`${origin}/healthz/live`)).toEqual({ status: 200, body: { status: "ok" } });
    // The database is reached and migrated meanwhile; Redis stays missing.
    const ready = await waitFor(
      "only redis to be missing",
      async () => {
        const answer = await getJson(`${origin}/healthz/ready`);
        return JSON.stringify(answer?.body) === JSON.stringify({ status: "unavailable", missing: ["redis"] }) ? answer : undefined;
      },
      60_000,
    );
    expect(ready.status).toBe(503);
    // Reads that need no Redis are served.
    expect((await getJson(`${origin}/api/campaigns/trending`))?.status).toBe(200);
    await waitFor("two failed tries", async () => (failures(api, "redis").length >= 2 ? true : undefined), 20_000);
    for (const line of failures(api, "redis"))
      expect(line).toMatchObject({ level: 40, dependency: "redis", code: "ECONNREFUSED", attempt: expect.any(Number), retryInMs: expect.any(Number) });

    expect(await api.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    expect(nonJsonLines(api.output())).toEqual([]);
    expect(logLines(api.output()).map((line) => line.msg)).toEqual(expect.arrayContaining(["shutting down", "stopped"]));
  }, 180_000);

  it("with PostgreSQL refusing connections: live, not ready naming the database, other requests a 503 saying so", async () => {
    const { api, origin } = await startApi({ DATABASE_URL: `postgresql://postgres@127.0.0.1:${await closedPort()}/twend` });
    expect(await getJson(`${origin}/healthz/ready`)).toEqual({ status: 503, body: { status: "unavailable", missing: ["database"] } });
    const res = await fetch(`${origin}/api/campaigns/trending`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await res.json()).toEqual({ success: false, error: expect.stringMatching(/database cannot be reached/) });
    await waitFor("two failed tries", async () => (failures(api, "database").length >= 2 ? true : undefined), 20_000);
    for (const line of failures(api, "database")) expect(line).toMatchObject({ level: 40, code: "ECONNREFUSED", error: expect.stringMatching(/ECONNREFUSED/) });

    expect(await api.stop("SIGTERM")).toEqual({ code: 0, signal: null });
    expect(nonJsonLines(api.output())).toEqual([]);
  }, 180_000);

  it.runIf(hasRedisServer())(
    "turns ready when Redis comes up, not ready when it goes, and ready again when it is back",
    async () => {
      const redis = await redisServerOnFreePort();
      try {
        const { api, origin } = await startApi({ REDIS_URL: redis.url });
        const readiness = (status: number) =>
          waitFor(
            `readiness ${status}`,
            async () => {
              const answer = await getJson(`${origin}/healthz/ready`);
              return answer?.status === status ? answer.body : undefined;
            },
            60_000,
          );
        expect(await readiness(503)).toMatchObject({ status: "unavailable", missing: expect.arrayContaining(["redis"]) });
        await redis.start();
        expect(await readiness(200)).toEqual({ status: "ok", missing: [] });
        await redis.stop();
        expect(await readiness(503)).toEqual({ status: "unavailable", missing: ["redis"] });
        await redis.start();
        expect(await readiness(200)).toEqual({ status: "ok", missing: [] });
        expect(logLines(api.output()).some((line) => line.msg === "redis available")).toBe(true);
        expect(await api.stop("SIGTERM"), api.output()).toEqual({ code: 0, signal: null });
        expect(nonJsonLines(api.output())).toEqual([]);
      } finally {
        await redis.stop();
      }
    },
    180_000,
  );

  describe("on SIGTERM", () => {
    const BODY = JSON.stringify({ email: "drain@example.com" });

    /** A request whose body is only half sent: the server holds it in flight until the rest comes. */
    async function halfSentRequest(port: number): Promise<{ socket: Socket; finish(): void; answer: Promise<string> }> {
      const socket = connect(port, "127.0.0.1");
      await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
      let received = "";
      const answer = new Promise<string>((resolve) => {
        socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
        socket.on("close", () => resolve(received));
      });
      socket.write(
        `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\nConnection: close\r\n\r\n${BODY.slice(0, 10)}`,
      );
      // A request sent after it and answered means the server has read this one's head and taken it in.
      await getJson(`http://127.0.0.1:${port}/healthz/live`);
      return { socket, finish: () => socket.write(BODY.slice(10)), answer };
    }

    const refused = (port: number) =>
      new Promise<boolean>((resolve) => {
        const probe = connect(port, "127.0.0.1");
        probe.once("connect", () => (probe.destroy(), resolve(false)));
        probe.once("error", () => resolve(true));
      });

    it("stops taking connections, answers the request in flight, then exits 0", async () => {
      const { api, port, origin } = await startApi({});
      await readyAt(origin);
      const inFlight = await halfSentRequest(port);
      api.child.kill("SIGTERM");
      await waitFor("the shutdown to begin", async () => (api.output().includes('"msg":"shutting down"') ? true : undefined), 10_000);
      await waitFor("new connections to be refused", async () => ((await refused(port)) ? true : undefined), 10_000);
      expect(api.child.exitCode).toBeNull();
      inFlight.finish();
      expect(await inFlight.answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(await api.exited).toEqual({ code: 0, signal: null });
    }, 180_000);

    it("exits 1 with one line saying so when the work in flight outlasts SHUTDOWN_TIMEOUT_SECONDS", async () => {
      const { api, port, origin } = await startApi({ SHUTDOWN_TIMEOUT_SECONDS: "1" });
      await readyAt(origin);
      const inFlight = await halfSentRequest(port);
      try {
        api.child.kill("SIGTERM");
        expect(await api.exited).toEqual({ code: 1, signal: null });
      } finally {
        inFlight.socket.destroy();
      }
      const overrun = logLines(api.output()).filter((line) => line.level === 50);
      expect(overrun).toEqual([expect.objectContaining({ msg: "shutdown did not finish within 1000 ms (SHUTDOWN_TIMEOUT_SECONDS); exiting", timeoutMs: 1000 })]);
      expect(nonJsonLines(api.output())).toEqual([]);
    }, 180_000);
  });
});
