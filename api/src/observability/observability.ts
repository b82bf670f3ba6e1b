import type { FastifyInstance } from "fastify";
import { Registry } from "prom-client";
import type { AppContext } from "../context/app-context.ts";
import { metricsRoutes } from "./metrics.http.ts";
import { browserErrorCounter } from "./report-browser-error.ts";
import { observeRequests } from "./request-metrics.ts";

/**
 * What operators see of a running API: GET /metrics with its requests timed, its visitors'
 * browser errors counted (the `clientErrors.report` procedure), its renders and, when the jobs run
 * in this process, the queue (`ctx.metrics`), beside the process's own figures. Register before the routes.
 */
export async function registerObservability(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The requests of this app: a second app on the same context (tests) counts its own.
  const requests = new Registry();
  observeRequests(app, requests);
  // Listed at zero before the first report.
  browserErrorCounter(ctx.metrics);
  await metricsRoutes(app, [ctx.metrics, requests]);
}
