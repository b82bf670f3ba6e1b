import { IncomingMessage, ServerResponse } from "node:http";
import { Socket } from "node:net";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

/**
 * What JSON answers need (OWASP's REST security headers): nothing may run,
 * load or frame from them, and no sniffing them into HTML. Documents get
 * helmet's full set; these answers are never rendered as pages, and the
 * document-only headers would more than double every small answer.
 */
const API_HEADERS: Record<string, string> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

const API_PATH = /^\/(api|trpc)\//;

/**
 * Security headers worked out once at start-up, not per response: they
 * depend on the configuration only, and rebuilding helmet's
 * Content-Security-Policy for every response took close to half the
 * throughput of a cached read (bench/generate).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const documentHeaders = helmetHeaders(options);
  const hsts = documentHeaders["strict-transport-security"];
  const apiHeaders = hsts ? { ...API_HEADERS, "strict-transport-security": hsts } : API_HEADERS;
  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(API_PATH.test(req.url) ? apiHeaders : documentHeaders);
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
