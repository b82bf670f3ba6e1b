import { createDependencyMonitor } from "@twend/runtime";
import { metricValue } from "@twend/runtime/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.app.inject({ method: "GET", url: "/metrics" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.body;
};

describe("GET /metrics", () => {
  it("lists the process's own figures: CPU, event-loop lag, heap", async () => {
    const text = await scrape();
    for (const name of ["process_cpu_seconds_total", "nodejs_eventloop_lag_seconds", "nodejs_heap_size_used_bytes", "process_resident_memory_bytes"]) {
      expect(text).toContain(`\n# TYPE ${name} `);
    }
  });

  it("times requests by route pattern and status, never by the URL's ids", async () => {
    for (const file of ["a1b2c3.png", "d4e5f6.png"]) expect((await t.app.inject({ method: "GET", url: `/media/${file}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/healthz/live" })).statusCode).toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/no-such-call/123" })).statusCode).toBe(404);
    const text = await scrape();
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
    expect(metricValue(text, "http_request_duration_seconds_count", { method: "GET", route: "/media/:file", status_code: "404" })).toBe(2);
    expect(metricValue(text, "http_request_duration_seconds_count", { method: "GET", route: "/healthz/live", status_code: "200" })).toBe(1);
    expect(metricValue(text, "http_request_duration_seconds_count", { method: "GET", route: "unmatched", status_code: "404" })).toBe(1);
    expect(metricValue(text, "http_request_duration_seconds_bucket", { le: "+Inf", method: "GET", route: "/media/:file", status_code: "404" })).toBe(2);
    for (const raw of ["a1b2c3", "d4e5f6", "no-such-call"]) expect(text).not.toContain(raw);
  });

  it("shows the in-process queue's lanes and the jobs' and renders' histograms", async () => {
    const text = await scrape();
    for (const lane of ["main", "batch"]) {
      for (const state of ["waiting", "active", "delayed", "failed"]) expect(metricValue(text, "queue_jobs", { lane, state })).toBeGreaterThanOrEqual(0);
      expect(metricValue(text, "queue_oldest_waiting_seconds", { lane })).toBeGreaterThanOrEqual(0);
    }
    expect(metricValue(text, "job_failures_total", { job: "dp.render" })).toBe(0);
    expect(metricValue(text, "render_duration_seconds_count", { kind: "dp" })).toBe(0);
    expect(metricValue(text, "browser_errors_total", { kind: "error" })).toBe(0);
  });

  it("is an unknown path to a request a proxy passed on, whatever the proxy's rules missed", async () => {
    for (const headers of [{ "x-forwarded-for": "203.0.113.9" }, { forwarded: "for=203.0.113.9" }, { "x-real-ip": "203.0.113.9" }]) {
      const res = await t.app.inject({ method: "GET", url: "/%6Detrics", headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain("process_cpu_seconds_total");
    }
  });

  it("answers while the database is still out of reach", async () => {
    const waiting = createDependencyMonitor(t.ctx.log);
    const app = await buildApp({ ...t.ctx, dependencies: waiting });
    try {
      expect((await app.inject({ method: "GET", url: "/api/campaigns/trending" })).statusCode).toBe(503);
      const res = await app.inject({ method: "GET", url: "/metrics" });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("process_cpu_seconds_total");
    } finally {
      waiting.close();
      await app.close();
    }
  });
});
