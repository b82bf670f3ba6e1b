import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

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

  it("answers 503 and names the failing part when the database is gone", async () => {
    const other = await createTestApp();
    await other.ctx.db.close();
    try {
      const res = await other.app.inject({ method: "GET", url: "/healthz" });
      expect(res.statusCode).toBe(503);
      const body = res.json();
      expect(body.status).toBe("degraded");
      expect(body.database.ok).toBe(false);
      expect(typeof body.database.error).toBe("string");
      expect(body.storage.ok).toBe(true);
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
