import { Writable } from "node:stream";
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from "fastify";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { lazyRequestLogger } from "./lazy-request-logger.ts";

interface Captured {
  app: FastifyInstance;
  lines: Array<Record<string, unknown>>;
  childrenMade: () => number;
}

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function appLoggingAt(level: string): Promise<Captured> {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString("utf8").split("\n")) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  let children = 0;
  const root: FastifyBaseLogger = pino({ level, onChild: () => (children += 1) }, sink);
  const app = Fastify({ loggerInstance: root, childLoggerFactory: lazyRequestLogger });
  app.get("/quiet", () => ({ ok: true }));
  app.get("/fails", (req) => {
    req.log.error({ reason: "disk full" }, "could not save");
    return { ok: false };
  });
  app.get("/nested", (req) => {
    req.log.child({ step: "upload" }).warn("slow upload");
    return { ok: true };
  });
  await app.ready();
  open = app;
  return { app, lines, childrenMade: () => children };
}

describe("lazyRequestLogger", () => {
  it("makes no child logger for a request that writes nothing at the configured level", async () => {
    const { app, lines, childrenMade } = await appLoggingAt("warn");
    const before = childrenMade();
    const res = await app.inject({ method: "GET", url: "/quiet" });
    expect(res.json()).toEqual({ ok: true });
    expect(childrenMade()).toBe(before);
    expect(lines).toEqual([]);
  });

  it("writes a request's error line with its request id", async () => {
    const { app, lines, childrenMade } = await appLoggingAt("warn");
    const before = childrenMade();
    await app.inject({ method: "GET", url: "/fails" });
    expect(childrenMade()).toBe(before + 1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: expect.any(String), reason: "disk full", msg: "could not save" });
  });

  it("keeps the request id in a child made from the request's logger", async () => {
    const { app, lines } = await appLoggingAt("warn");
    await app.inject({ method: "GET", url: "/nested" });
    expect(lines).toEqual([expect.objectContaining({ level: 40, reqId: expect.any(String), step: "upload", msg: "slow upload" })]);
  });

  it("logs every request with one id on both lines when info is on", async () => {
    const { app, lines } = await appLoggingAt("info");
    await app.inject({ method: "GET", url: "/quiet" });
    const messages = lines.map((line) => line.msg);
    expect(messages).toEqual(["incoming request", "request completed"]);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
    expect(lines[1]?.reqId).toBe(lines[0]?.reqId);
    expect(lines[1]).toMatchObject({ res: { statusCode: 200 } });
  });

  it("follows a level change on the parent logger", async () => {
    const { app, lines } = await appLoggingAt("error");
    await app.inject({ method: "GET", url: "/nested" });
    expect(lines).toEqual([]);
    app.log.level = "warn";
    await app.inject({ method: "GET", url: "/nested" });
    expect(lines.map((line) => line.msg)).toEqual(["slow upload"]);
  });
});
