import { Readable, Writable } from "node:stream";
import { metricValue } from "@twend/runtime/testing";
import { CLIENT_ERROR_REPORTS, type ClientErrorReport } from "@twend/shared";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_RATE_LIMITS } from "../auth/rate-limits.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";

const lines: Array<Record<string, unknown>> = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logger: pino({ level: "info" }, sink) });
});
afterAll(() => t.close());

const report: ClientErrorReport = {
  kind: "error",
  message: "TypeError: Cannot read properties of undefined (reading 'name')",
  path: "/campaign/abc123",
  source: "/assets/CampaignPage-Dk3x9a.js",
  line: 1,
  column: 2048,
  release: "CuAwlfun",
  browser: "chrome",
};

let clients = 0;
/** Each test from an address of its own, so one test's budget is not another's. */
const fromNewClient = () => ({ "x-forwarded-for": `10.61.0.${++clients}` });

const post = (body: string | Readable, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: "POST",
    url: CLIENT_ERROR_REPORTS.path,
    payload: body,
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers },
  });

const reported = async (kind: string) => metricValue((await t.app.inject({ method: "GET", url: "/metrics" })).body, "browser_errors_total", { kind });

describe("POST /api/client-errors", () => {
  it("answers 204, logs one warn line with the report and counts it", async () => {
    const before = await reported("error");
    const res = await post(JSON.stringify(report), fromNewClient());
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(lines.filter((line) => line.msg === "browser error")).toEqual([expect.objectContaining({ level: 40, reqId: expect.any(String), browserError: report })]);
    expect(await reported("error")).toBe((before ?? 0) + 1);
    expect(await reported("rejection")).toBe(0);
  });

  it("takes a report with only the required fields, and the same call over tRPC", async () => {
    const ip = fromNewClient();
    expect((await post(JSON.stringify({ kind: "rejection", message: "boom", path: "/" }), ip)).statusCode).toBe(204);
    const trpc = await t.app.inject({
      method: "POST",
      url: "/trpc/clientErrors.report",
      payload: JSON.stringify({ kind: "rejection", message: "boom", path: "/" }),
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", ...ip },
    });
    expect(trpc.statusCode).toBe(200);
    expect(await reported("rejection")).toBe(2);
  });

  it("refuses a body over its limit with 413, by its length or by the bytes read when it states none", async () => {
    const before = await reported("error");
    const big = JSON.stringify({ ...report, message: "x".repeat(CLIENT_ERROR_REPORTS.maxBodyBytes) });
    expect((await post(big, fromNewClient())).statusCode).toBe(413);
    // A stream has no Content-Length: the server counts what arrives.
    const streamed = Readable.from([big.slice(0, 4000), big.slice(4000)]);
    const res = await post(streamed, fromNewClient());
    expect(res.statusCode).toBe(413);
    expect(await reported("error")).toBe(before);
  });

  it("refuses malformed reports and fields of its own with 400, and other bodies than JSON with 415", async () => {
    const before = await reported("error");
    const ip = fromNewClient();
    const refused = [
      "{not json",
      JSON.stringify({ ...report, kind: "warning" }),
      JSON.stringify({ ...report, message: "   " }),
      JSON.stringify({ ...report, message: "m".repeat(CLIENT_ERROR_REPORTS.maxMessageChars + 1) }),
      JSON.stringify({ ...report, path: "/reset-password?token=secret" }),
      JSON.stringify({ ...report, source: "https://cdn.example/x.js?user=ann" }),
      JSON.stringify({ ...report, line: -1 }),
      JSON.stringify({ ...report, browser: "Chrome 131 on Windows 11" }),
      JSON.stringify({ ...report, email: "ann@example.com" }),
      JSON.stringify([report]),
    ];
    for (const body of refused) {
      const res = await post(body, ip);
      expect(res.statusCode, body).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect((await post(JSON.stringify(report), { ...ip, "content-type": "text/plain" })).statusCode).toBe(415);
    expect(await reported("error")).toBe(before);
  });

  it("refuses a report another site's page sends", async () => {
    expect((await post(JSON.stringify(report), { ...fromNewClient(), "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
  });

  it("takes a client's budget of reports, then answers 429 until it refills", async () => {
    const ip = fromNewClient();
    const budget = AUTH_RATE_LIMITS.clientErrorReport.ip.max;
    for (let i = 0; i < budget; i += 1) expect((await post(JSON.stringify(report), ip)).statusCode).toBe(204);
    const before = await reported("error");
    const over = await post(JSON.stringify(report), ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
    expect(await reported("error")).toBe(before);
    // Another client still reports.
    expect((await post(JSON.stringify(report), fromNewClient())).statusCode).toBe(204);
  });
});
