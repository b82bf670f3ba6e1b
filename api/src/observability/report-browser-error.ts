import { CLIENT_ERROR_KINDS, type ClientErrorReport } from "@twend/shared";
import type { FastifyBaseLogger } from "fastify";
import { Counter, type Registry } from "prom-client";

const counters = new WeakMap<Registry, Counter<"kind">>();

/** `browser_errors_total` in `registry`, made on first use with every kind at zero. By kind only: a message or a page would make a series each. */
export function browserErrorCounter(registry: Registry): Counter<"kind"> {
  let counter = counters.get(registry);
  if (!counter) {
    counter = new Counter({
      name: "browser_errors_total",
      help: "Errors visitors' pages threw and did not catch, as the SPA reported them, by kind (error or rejection).",
      labelNames: ["kind"] as const,
      registers: [registry],
    });
    for (const kind of CLIENT_ERROR_KINDS) counter.inc({ kind }, 0);
    counters.set(registry, counter);
  }
  return counter;
}

/** An error a visitor's page reported: one warn line in the request's log, and one more in the count. */
export function reportBrowserError(registry: Registry, log: FastifyBaseLogger, report: ClientErrorReport): void {
  log.warn({ browserError: report }, "browser error");
  browserErrorCounter(registry).inc({ kind: report.kind });
}
