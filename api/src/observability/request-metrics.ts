import { SECONDS_BUCKETS } from "@twend/runtime";
import type { FastifyInstance } from "fastify";
import { Histogram, type Registry } from "prom-client";

/** The route label of requests no route matched (the SPA's history routes, unknown paths): one series, whatever the URL. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Times every answered request into `http_request_duration_seconds`, labelled by method, route
 * pattern (`/api/campaigns/:shortId`, never the URL itself, whose ids would make a series each)
 * and status code. Register before the routes.
 */
export function observeRequests(app: FastifyInstance, registry: Registry): void {
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from receiving a request to having sent its answer, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: SECONDS_BUCKETS,
    registers: [registry],
  });
  app.addHook("onResponse", (req, reply, done) => {
    // The HTTP parser only accepts the registered methods, so `method` stays a short list too.
    duration.observe({ method: req.method, route: req.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });
}
