import { collectDefaultMetrics, Registry } from "prom-client";

let processRegistry: Registry | undefined;

/**
 * The figures of the process itself (CPU seconds, resident memory, heap, event-loop lag, GC,
 * handles), collected once per process: they describe the process, not an app, and each
 * collection starts an event-loop monitor and a GC observer that last as long as the process.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** The answer to a scrape (GET /metrics): `registries` and the process's own figures, in Prometheus' text format. */
export async function scrapeMetrics(registries: readonly Registry[]): Promise<{ contentType: string; text: string }> {
  const registry = Registry.merge([processMetrics(), ...registries]);
  return { contentType: registry.contentType, text: await registry.metrics() };
}

/** Buckets for work measured in seconds that takes from a few milliseconds to a minute (a request, a job, a render). */
export const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
