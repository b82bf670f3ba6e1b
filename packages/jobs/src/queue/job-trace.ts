import { currentTraceCarrier } from "@twend/runtime";

/**
 * A job's data in Redis: its payload, plus, when tracing is on, the trace context of the span that
 * queued it, so the job's span continues the request's trace in whichever worker takes it. The
 * carrier sits beside the payload's fields and is taken off before the payload is checked.
 */
const TRACE_FIELD = "trace";

/** `payload` with the active trace context added when there is one; `payload` itself when tracing is off. */
export function withTraceCarrier<P extends object>(payload: P): P {
  const carrier = currentTraceCarrier();
  return carrier ? { ...payload, [TRACE_FIELD]: carrier } : payload;
}

/** A job's data split into the payload its schema checks and the trace carrier it came with, if any. */
export function splitTraceCarrier(data: unknown): { payload: unknown; carrier: unknown } {
  if (typeof data !== "object" || data === null || !(TRACE_FIELD in data)) return { payload: data, carrier: undefined };
  const { [TRACE_FIELD]: carrier, ...payload } = data as Record<string, unknown>;
  return { payload, carrier };
}
