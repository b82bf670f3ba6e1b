import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * Helmet's security headers, worked out once at start-up: they depend on the
 * configuration only, and rebuilding the Content-Security-Policy for every
 * response took close to half the throughput of a cached read (bench/generate).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  app.addHook("onRequest", (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  let failure: unknown;
  helmet(options)(res.req, res, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]));
}
