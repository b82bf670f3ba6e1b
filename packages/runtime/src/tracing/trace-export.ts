import type { JobSpanInfo, TraceCarrier, TraceExport, TracingLog } from "./tracing-types.ts";

/** The OTLP/HTTP path under the collector's base address. */
const TRACES_PATH = "/v1/traces";

/**
 * Loaded by `startTracing` only when an endpoint is configured. The packages are imported here, not
 * at the top: a bundle turns a lazily imported module's static imports of npm packages into static
 * imports of the whole bundle, which would load the SDK in every process.
 */
export async function startTraceExport(options: { endpoint: string; serviceName: string; log: TracingLog }): Promise<TraceExport> {
  const [
    { context, diag, DiagLogLevel, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { OTLPTraceExporter },
    { defaultResource, resourceFromAttributes },
    { BatchSpanProcessor, TracerProvider },
    { ATTR_SERVICE_NAME },
  ] = await Promise.all([
    import("@opentelemetry/api"),
    import("@opentelemetry/context-async-hooks"),
    import("@opentelemetry/core"),
    import("@opentelemetry/exporter-trace-otlp-http"),
    import("@opentelemetry/resources"),
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/semantic-conventions"),
  ]);
  // The SDK reports a failed export (the collector down) through diag, which is silent unless given a logger.
  diag.setLogger(
    {
      error: (message) => options.log.warn({ tracing: message }, "trace export problem"),
      warn: (message) => options.log.warn({ tracing: message }, "trace export problem"),
      info: () => undefined,
      debug: () => undefined,
      verbose: () => undefined,
    },
    DiagLogLevel.WARN,
  );
  // Each request's context follows its async work, so a job queued deep in a handler still sees the request's span.
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName })),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${options.endpoint}${TRACES_PATH}` }) })],
  });
  trace.setGlobalTracerProvider(provider);
  const tracer = trace.getTracer(options.serviceName);

  return {
    carrier() {
      const carrier: Partial<TraceCarrier> = {};
      propagation.inject(context.active(), carrier);
      return carrier.traceparent === undefined ? undefined : (carrier as TraceCarrier);
    },
    inJobSpan(job: JobSpanInfo, carrier: TraceCarrier | undefined, run) {
      // The queueing request's context when the job carries one; never whatever this process happens to be running.
      const parent = carrier ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
      const attributes = {
        "messaging.system": job.queue === "in-process" ? "twend.in_process" : "bullmq",
        "messaging.operation.type": "process",
        "messaging.destination.name": job.queue,
        ...(job.id === undefined ? {} : { "messaging.message.id": job.id }),
        ...(job.attempt === undefined ? {} : { "twend.job.attempt": job.attempt }),
      };
      return tracer.startActiveSpan(`job ${job.name}`, { kind: SpanKind.CONSUMER, attributes }, parent, async (span) => {
        try {
          return await run();
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
          throw error;
        } finally {
          span.end();
        }
      });
    },
    async shutdown() {
      // Flushes what the batch processor still holds before the exporter closes.
      await provider.shutdown();
      trace.disable();
      propagation.disable();
      context.disable();
      diag.disable();
    },
  };
}
