import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { scrapeMetrics, type DependencyMonitor } from "@twend/runtime";
import type { Registry } from "prom-client";

export interface HealthServer {
  /** The port it listens on (the configured one, or the one picked for 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A worker process's health for operators and orchestrators, on a port of its own:
 * GET /healthz/live answers 200 while the process runs; GET /healthz/ready answers 200 when its
 * database and Redis are reachable and it takes jobs, else 503 with `{ status, missing }` naming
 * what is missing; GET /metrics answers `metrics` and the process's own figures in Prometheus'
 * text format. The port is for the orchestrator and the scraper only, never published.
 */
export async function startHealthServer(options: {
  host: string;
  port: number;
  /** Another process has the port: try the next ones rather than fail (a second worker on one machine). */
  nextFreeWhenTaken: boolean;
  monitor: DependencyMonitor;
  metrics: Registry;
}): Promise<HealthServer> {
  const server = createServer((req, res) => {
    const path = (req.url ?? "").split("?")[0];
    const send = (status: number, body: object) => {
      res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "GET" && req.method !== "HEAD") return send(405, { error: "Method not allowed" });
    if (path === "/healthz/live") return send(200, { status: "ok" });
    if (path === "/healthz/ready") {
      const readiness = options.monitor.readiness();
      return send(readiness.status === "ok" ? 200 : 503, readiness);
    }
    if (path === "/metrics") {
      void scrapeMetrics([options.metrics]).then(
        ({ contentType, text }) => {
          res.writeHead(200, { "content-type": contentType, "cache-control": "no-store" });
          res.end(text);
        },
        () => send(500, { error: "Metrics could not be collected" }),
      );
      return;
    }
    return send(404, { error: "Not found" });
  });
  const tries = options.nextFreeWhenTaken && options.port !== 0 ? PORTS_TO_TRY : 1;
  for (let attempt = 0; ; attempt++) {
    try {
      await listen(server, options.port + attempt, options.host);
      break;
    } catch (error) {
      if (attempt + 1 >= tries || !isAddressInUse(error)) throw error;
    }
  }
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Enough for every worker one machine runs. */
const PORTS_TO_TRY = 32;

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

const isAddressInUse = (error: unknown) => error instanceof Error && "code" in error && error.code === "EADDRINUSE";
