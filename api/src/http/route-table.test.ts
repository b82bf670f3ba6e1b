import type { HTTPMethods } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

/** Every call of the two spec documents' call tables, as written there. */
const SPEC_CALLS = `
GET /api/users/me
GET /api/logout
GET /api/oauth/google/redirect_url
POST /api/sessions
GET /api/auth/me
POST /api/auth/login
POST /api/auth/register
POST /api/track-visit
GET /api/campaigns/trending
GET /api/campaigns/recent
GET /api/campaigns/all
GET /api/campaigns/{shortId}
POST /api/generate-dp
POST /api/track-action
POST /api/campaigns
PUT /api/campaigns/{id}
GET /api/user/campaigns
GET /api/user/stats
DELETE /api/user/campaigns/{id}
GET /api/user/profile
POST /api/user/profile
GET /api/admin/check-status
GET /api/admin/metrics
GET /api/admin/daily-stats
GET /api/admin/campaigns
DELETE /api/admin/campaigns/{id}
PUT /api/admin/campaigns/{id}
GET /api/admin/users
PUT /api/admin/users/{user_id}/status
GET /api/admin/blog/posts
DELETE /api/admin/blog/posts/{id}
PUT /api/admin/blog/posts/{id}
GET /api/admin/blog/posts/{id}
POST /api/admin/blog/posts
POST /api/contact/submit
GET /api/blog/posts
GET /api/blog/featured
GET /api/blog/posts/{slug}
GET /api/blog/posts/{slug}/related
POST /api/blog/posts/{slug}/view
POST /api/newsletter/subscribe
POST /api/auth/forgot-password
POST /api/auth/reset-password
`
  .trim()
  .split("\n")
  .map((line) => {
    const [method, path] = line.split(" ") as [HTTPMethods, string];
    return { method, url: path.replace(/\{(\w+)\}/g, ":$1") };
  });


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
