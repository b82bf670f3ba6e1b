import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import { createDependencyMonitor } from "@twend/runtime";
import { Registry } from "prom-client";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { startHealthServer, type HealthServer } from "./health-server.ts";

const monitor = createDependencyMonitor(pino({ level: "silent" }));
const opened: Array<{ close(): unknown }> = [];
afterEach(async () => {
  for (const server of opened.splice(0)) await server.close();
});

/** Another process's hold on a port: a plain TCP server on a free one. */
async function takenPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  opened.push({ close: () => new Promise((resolve) => server.close(resolve)) });
  return (server.address() as AddressInfo).port;
}

const start = async (port: number, nextFreeWhenTaken: boolean): Promise<HealthServer> => {
  const health = await startHealthServer({ host: "127.0.0.1", port, nextFreeWhenTaken, monitor, metrics: new Registry() });
  opened.push(health);
  return health;
};

describe("a worker's health server", () => {
  it("takes the next free port when the default one is held, and answers there", async () => {
    const port = await takenPort();
    const health = await start(port, true);
    expect(health.port).toBeGreaterThan(port);
    const live = await fetch(`http://127.0.0.1:${health.port}/healthz/live`);
    expect([live.status, await live.json()]).toEqual([200, { status: "ok" }]);
  });

  it("fails when the port it was told to take is held", async () => {
    const port = await takenPort();
    await expect(start(port, false)).rejects.toMatchObject({ code: "EADDRINUSE" });
  });
});
