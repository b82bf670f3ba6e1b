import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { AccessLogController, SLOW_REQUEST_MS } from "./access-log.ts";
import { lazyRequestLogger } from "./lazy-request-logger.ts";

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function appLoggingAt(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let children = 0;
  const root: FastifyBaseLogger = pino({ level, onChild: () => (children += 1) }, sink);
  const app = Fastify({ loggerInstance: root, childLoggerFactory: lazyRequestLogger, logController: new AccessLogController() });
  app.get("/twend", () => ({ ok: true }));
  app.post("/twend", () => ({ ok: true }));
  app.get("/slow", async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
    return { ok: true };
  });
  await app.ready();
  open = app;
  return { app, lines, childrenMade: () => children };
}

describe("AccessLogController", () => {
  it("writes one info line for a write when it is answered, with no child logger built", async () => {
    const { app, lines, childrenMade } = await appLoggingAt("info");
    const before = childrenMade();
    const res = await app.inject({ method: "POST", url: "/twend?x=1", payload: {} });
    expect(res.statusCode).toBe(200);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: expect.any(String),
        method: "POST",
        url: "/twend?x=1",
        statusCode: 200,
        responseTime: expect.any(Number),
        msg: "request completed",
      }),
    ]);
    expect(childrenMade()).toBe(before);
  });

  it("keeps quick successful reads for debug, and logs failed and slow ones at info", async () => {
    const { app, lines } = await appLoggingAt("info");
    await app.inject({ method: "GET", url: "/twend" });
    expect(lines).toEqual([]);
    await app.inject({ method: "GET", url: "/nowhere" });
    await app.inject({ method: "GET", url: "/slow" });
    const accessLines = lines.filter((line) => line.msg === "request completed");
    expect(accessLines.map(({ level, url, statusCode }) => ({ level, url, statusCode }))).toEqual([
      { level: 30, url: "/nowhere", statusCode: 404 },
      { level: 30, url: "/slow", statusCode: 200 },
    ]);
  });

  it("logs every request at debug", async () => {
    const { app, lines } = await appLoggingAt("debug");
    await app.inject({ method: "GET", url: "/twend" });
    expect(lines).toEqual([expect.objectContaining({ level: 20, method: "GET", url: "/twend", statusCode: 200, msg: "request completed" })]);
  });

  it("writes nothing above info", async () => {
    const { app, lines } = await appLoggingAt("warn");
    await app.inject({ method: "POST", url: "/twend", payload: {} });
    await app.inject({ method: "GET", url: "/nowhere" });
    expect(lines).toEqual([]);
  });
});
