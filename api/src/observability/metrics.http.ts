import { scrapeMetrics } from "@twend/runtime";
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";

/**
 * GET /metrics: `registries` and the process's own figures in Prometheus' text format, for a scraper reaching the process on its
 * own port. The proxy in front of the API refuses the path (deploy/haproxy.cfg), and an Ingress must
 * not route it: the figures are for operators, not visitors.
 */
export async function metricsRoutes(app: FastifyInstance, registries: readonly Registry[]): Promise<void> {
  app.get("/metrics", async (_req, reply) => {
    const { contentType, text } = await scrapeMetrics(registries);
    return reply.header("cache-control", "no-store").type(contentType).send(text);
  });
}
