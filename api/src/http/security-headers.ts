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
 * What the app's own built files (scripts, styles, fonts) need: not to be sniffed or used by
 * other sites. The document headers say how a page may run and be framed, which a file run by
 * the page does not read; on the generator's many small chunks they were most of each response.
 * A worker's script is the exception: its policy is the one the worker runs under.
 */
const ASSET_HEADERS: Record<string, string> = {
  "x-content-type-options": "nosniff",
  "cross-origin-resource-policy": "same-origin",
};

const ASSET_PATH = /^\/assets\/(?![^?]*\.worker-)/;

/**
 * Security headers worked out once at start-up, not per response: they
 * depend on the configuration only, and rebuilding helmet's
 * Content-Security-Policy for every response took close to half the
 * throughput of a cached read (bench/generate).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const documentHeaders = helmetHeaders(options);
  const hsts = documentHeaders["strict-transport-security"];
  const withHsts = (headers: Record<string, string>) => (hsts ? { ...headers, "strict-transport-security": hsts } : headers);
  const apiHeaders = withHsts(API_HEADERS);
  const assetHeaders = withHsts(ASSET_HEADERS);
  app.addHook("onRequest", (req, reply, done) => {
    reply.headers(API_PATH.test(req.url) ? apiHeaders : ASSET_PATH.test(req.url) ? assetHeaders : documentHeaders);
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
