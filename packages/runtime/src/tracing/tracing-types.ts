// What the always-loaded tracing entry and the lazily loaded SDK side share.

/** A job's trace context, as the W3C trace-context headers of the span that queued it. */
export interface TraceCarrier {
  traceparent: string;
  tracestate?: string;
}

/** What a job span says about the job it covers. */
export interface JobSpanInfo {
  name: string;
  /** The BullMQ queue, or "in-process". */
  queue: string;
  id?: string | undefined;
  /** 1 for the first try. */
  attempt?: number | undefined;
}

export interface TracingLog {
  warn(obj: object, msg: string): void;
}

/** The SDK side, once started. */
export interface TraceExport {
  carrier(): TraceCarrier | undefined;
  inJobSpan<T>(job: JobSpanInfo, carrier: TraceCarrier | undefined, run: () => Promise<T>): Promise<T>;
  shutdown(): Promise<void>;
}
