import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Span } from "@opentelemetry/api";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Probes that poll every few seconds: a span each would bury the requests worth reading. */
const UNTRACED_ROUTE = /^\/(healthz|metrics)(\/|$)/;

/**
 * One server span per request, named `METHOD /route/pattern`, continuing the trace of an incoming
 * `traceparent`. The request's context is active while its hooks and handler run, so a job the
 * handler queues carries it to the worker. Registered only when tracing is on (buildApp), first,
 * so the span covers every other hook.
 */
export function registerTracingHooks(app: FastifyInstance): void {
  const tracer = trace.getTracer("twend-api");
  const spans = new WeakMap<FastifyRequest, Span>();

  app.addHook("onRequest", (req, reply, done) => {
    const route = req.routeOptions.url;
    if (route !== undefined && UNTRACED_ROUTE.test(route)) return done();
    const parent = propagation.extract(ROOT_CONTEXT, req.headers);
    const userAgent = req.headers["user-agent"];
    const span = tracer.startSpan(
      route === undefined ? req.method : `${req.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          "http.request.method": req.method,
          "url.path": req.url.split("?", 1)[0],
          "url.scheme": req.protocol,
          "server.address": req.hostname,
          "client.address": req.ip,
          "network.protocol.version": req.raw.httpVersion,
          "twend.request.id": req.id,
          ...(route === undefined ? {} : { "http.route": route }),
          ...(userAgent === undefined ? {} : { "user_agent.original": userAgent }),
        },
      },
      parent,
    );
    // "close" comes after the response is sent and when the client leaves first, so every span ends.
    reply.raw.once("close", () => {
      const status = reply.raw.statusCode;
      span.setAttribute("http.response.status_code", status);
      if (!reply.raw.writableFinished) span.setStatus({ code: SpanStatusCode.ERROR, message: "the client closed the connection before the response was sent" });
      else if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    spans.set(req, span);
    // The rest of the request, its body's reading and the handler included, runs within this context.
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook("onError", (req, reply, error, done) => {
    // A refusal (4xx) is the client's: only the server's failures are the span's exceptions.
    if (reply.statusCode >= 500) spans.get(req)?.recordException(error);
    done();
  });
}
