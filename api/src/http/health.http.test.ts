import { createDependencyMonitor } from "@twend/runtime";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /healthz/live and /healthz/ready", () => {
  it("answer 200 on a started server, uncached", async () => {
    const live = await t.app.inject({ method: "GET", url: "/healthz/live" });
    expect([live.statusCode, live.json(), live.headers["cache-control"]]).toEqual([200, { status: "ok" }, "no-store"]);
    const ready = await t.app.inject({ method: "GET", url: "/healthz/ready" });
    expect([ready.statusCode, ready.json(), ready.headers["cache-control"]]).toEqual([200, { status: "ok", missing: [] }, "no-store"]);
  });

  it("while the database is missing: live, not ready naming it, and every other request a 503 saying so", async () => {
    // The state a server is in when its database watcher has not reached the database yet.
    const waiting = createDependencyMonitor(pino({ level: "silent" }));
    waiting.require("database");
    waiting.markDown("database", new Error("connect ECONNREFUSED 127.0.0.1:5432"));
    const app = await buildApp({ ...t.ctx, dependencies: waiting });
    try {
      expect((await app.inject({ method: "GET", url: "/healthz/live" })).statusCode).toBe(200);
      const ready = await app.inject({ method: "GET", url: "/healthz/ready" });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: "unavailable", missing: ["database"] }]);
      const page = await app.inject({ method: "GET", url: "/api/campaigns/trending" });
      expect(page.statusCode).toBe(503);
      expect(page.headers["retry-after"]).toMatch(/^\d+$/);
      expect(page.json()).toEqual({ success: false, error: expect.stringMatching(/database cannot be reached/) });
    } finally {
      await app.close();
    }
  });
});

describe("GET /healthz", () => {
  it("reports the database, the queue and the storage", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: "ok",
      database: { ok: true, kind: process.env.DATABASE_URL ? "postgres" : "pglite" },
      queue: { ok: true, kind: "in-process", counts: expect.objectContaining({ failed: 0 }) },
      storage: { ok: true },
    });
  });

  it("answers 503 and names the failing part when the database is gone, without the error's text", async () => {
    const other = await createTestApp();
    await other.ctx.db.close();
    try {
      const res = await other.app.inject({ method: "GET", url: "/healthz" });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.status).toBe("degraded");
      expect(body.database).toEqual({ ok: false, kind: process.env.DATABASE_URL ? "postgres" : "pglite" });
      expect(body.storage.ok).toBe(true);
      expect(res.body).not.toMatch(/error|postgres(ql)?:\/\/|ECONN|closed/i);
    } finally {
      await other.close();
    }
  });

  it("is healthy only once the process has done its start-up work, and says it is starting until then", async () => {
    const other = await createTestApp();
    try {
      // As a server is between reaching its database and finishing its seeding.
      const fresh = createDependencyMonitor(pino({ level: "silent" }));
      fresh.require("database");
      fresh.markUp("database");
      const starting = await buildApp({ ...other.ctx, dependencies: fresh });
      const health = await starting.inject({ method: "GET", url: "/healthz" });
      expect([health.statusCode, health.json().status]).toEqual([503, "starting"]);
      const ready = await starting.inject({ method: "GET", url: "/healthz/ready" });
      expect([ready.statusCode, ready.json()]).toEqual([503, { status: "starting", missing: [] }]);
      fresh.markStarted();
      expect((await starting.inject({ method: "GET", url: "/healthz" })).statusCode).toBe(200);
      await starting.close();
    } finally {
      await other.close();
    }
  });

  it("tags every response with a request id, and echoes one it is given", async () => {
    const fresh = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(fresh.headers["x-request-id"]).toMatch(/\S{8,}/);
    const echoed = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "req-abc-123" } });
    expect(echoed.headers["x-request-id"]).toBe("req-abc-123");
  });
});
