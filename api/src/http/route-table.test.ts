import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPEC_CALLS } from "../testing/spec-calls.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("REST route table", () => {
  it.each(SPEC_CALLS)("registers $method $url", ({ method, url }) => {
    expect(t.app.hasRoute({ method, url })).toBe(true);
  });
});

describe("errors and health", () => {
  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: "Not found: GET /api/nope" });
    expect((await t.app.inject({ method: "DELETE", url: "/api/campaigns/trending" })).statusCode).toBe(404);
  });

  it("tags every response with a request id, reusing a sane incoming one", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "req-42" } });
    expect(res.headers["x-request-id"]).toBe("req-42");
    const other = await t.app.inject({ method: "GET", url: "/healthz", headers: { "x-request-id": "bad id!" } });
    expect(other.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reports database, queue and storage status", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "ok",
      database: { ok: true, kind: process.env.DATABASE_URL ? "postgres" : "pglite" },
      queue: { ok: true, kind: "in-process", counts: { waiting: 0, active: 0, failed: 0 } },
      storage: { ok: true },
    });
  });

  it("never answers 500 to a malformed body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/track-visit",
      payload: "\u0000\u0001garbage",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
    const wrongType = await t.app.inject({ method: "POST", url: "/api/track-visit", payload: "x=1", headers: { "content-type": "text/csv" } });
    expect(wrongType.statusCode).toBe(415);
  });
});
