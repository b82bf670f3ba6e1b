/**
 * Traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set. Nothing here loads the SDK:
 * `startTracing` imports it only when an endpoint is given, and until then every call below
 * is a check of one variable, so a process without tracing pays nothing for it.
 */

import type { JobSpanInfo, TraceCarrier, TraceExport, TracingLog } from "./tracing-types.ts";

export interface Tracing {
  /** Exports the spans not sent yet, then stops tracing; nothing to do when tracing is off. */
  shutdown(): Promise<void>;
}

let active: TraceExport | undefined;

/**
 * Registers the SDK globally (the AsyncLocalStorage context manager, the W3C trace-context
 * propagator, a tracer provider exporting to `${endpoint}/v1/traces` as `serviceName`) when
 * `endpoint` is set; otherwise does nothing and loads nothing.
 */
export async function startTracing(options: { endpoint: string | undefined; serviceName: string; log: TracingLog }): Promise<Tracing> {
  if (options.endpoint === undefined) return { shutdown: async () => undefined };
  if (active) throw new Error("tracing is already started in this process");
  const { startTraceExport } = await import("./trace-export.ts");
  const started = await startTraceExport({ endpoint: options.endpoint, serviceName: options.serviceName, log: options.log });
  active = started;
  return {
    async shutdown() {
      if (active === started) active = undefined;
      await started.shutdown();
    },
  };
}

/** Whether this process exports traces (and so whether the API registers its request spans). */
export function tracingEnabled(): boolean {
  return active !== undefined;
}

/** The active span's context to store with a job it queues; undefined when tracing is off or no span is active. */
export function currentTraceCarrier(): TraceCarrier | undefined {
  return active?.carrier();
}

/**
 * Runs a job inside a span that continues the trace in `carrier` (what `currentTraceCarrier`
 * gave when it was queued), so the request that queued a job and the job share one trace.
 * A carrier that is not one is ignored: the job then starts a trace of its own.
 */
export function inJobSpan<T>(job: JobSpanInfo, carrier: unknown, run: () => Promise<T>): Promise<T> {
  return active ? active.inJobSpan(job, asTraceCarrier(carrier), run) : run();
}

function asTraceCarrier(value: unknown): TraceCarrier | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { traceparent, tracestate } = value as Record<string, unknown>;
  if (typeof traceparent !== "string") return undefined;
  return typeof tracestate === "string" ? { traceparent, tracestate } : { traceparent };
}
