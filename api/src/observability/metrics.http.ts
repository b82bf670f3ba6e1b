import { scrapeMetrics } from "@twend/runtime";
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";

/** Headers a reverse proxy adds to what it passes on; a scraper reaching the process itself sends none. */
const PROXY_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"] as const;

/**
 * GET /metrics: `registries` and the process's own figures in Prometheus' text format, for a scraper reaching the process on its
 * own port. The proxy in front of the API refuses the path (deploy/haproxy.cfg), and an Ingress must
 * not route it: the figures are for operators, not visitors. Behind a proxy whose rules miss a spelling
 * of the path (an encoded letter, say), the request still carries the proxy's forwarding headers, and
 * is answered as an unknown path.
 */
export async function metricsRoutes(app: FastifyInstance, registries: readonly Registry[]): Promise<void> {
  app.get("/metrics", async (req, reply) => {
    if (PROXY_HEADERS.some((name) => req.headers[name] !== undefined)) return reply.callNotFound();
    const { contentType, text } = await scrapeMetrics(registries);
    return reply.header("cache-control", "no-store").type(contentType).send(text);
  });
}
