import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/** The service worker the build writes at the root of the SPA, so its scope is the whole site. */
export const SERVICE_WORKER_FILE = "sw.js";

/**
 * GET /sw.js, the offline app's service worker (web/src/service-worker), with `Cache-Control:
 * no-cache`: the browser checks it on every navigation, and a new deploy's worker, with its new
 * precache list, is found at once instead of after the static files' few minutes of caching.
 * Read once: it changes only with a deploy, which restarts the server.
 */
export async function serviceWorkerRoute(app: FastifyInstance, webDist: string): Promise<void> {
  const file = path.join(webDist, SERVICE_WORKER_FILE);
  if (!existsSync(file)) return;
  const script = await readFile(file);
  app.get(`/${SERVICE_WORKER_FILE}`, (_req, reply) => reply.header("Cache-Control", "no-cache").type("application/javascript; charset=utf-8").send(script));
}
