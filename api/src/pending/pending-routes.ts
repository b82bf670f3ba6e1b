import type { FastifyInstance, HTTPMethods } from "fastify";
import { MESSAGES } from "@twend/shared";

/**
 * Documented `/api/...` calls whose feature has not landed yet, with the issue
 * that delivers each. They answer 501 in the documented error shape so clients
 * get a clear answer instead of a 404; an issue that implements a call removes
 * its line here and registers the real route in its domain folder.
 */
export const PENDING_ROUTES: ReadonlyArray<{ method: HTTPMethods; url: string; issue: number }> = [
  // blog and content
  { method: "GET", url: "/api/blog/posts", issue: 10 },
  { method: "GET", url: "/api/blog/featured", issue: 10 },
  { method: "GET", url: "/api/blog/posts/:slug", issue: 10 },
  { method: "GET", url: "/api/blog/posts/:slug/related", issue: 10 },
  { method: "POST", url: "/api/blog/posts/:slug/view", issue: 10 },
  { method: "POST", url: "/api/contact/submit", issue: 10 },
  { method: "POST", url: "/api/newsletter/subscribe", issue: 10 },
];

export async function pendingRoutes(app: FastifyInstance): Promise<void> {
  for (const route of PENDING_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (_req, reply) => reply.status(501).send({ success: false, error: MESSAGES.notImplemented }),
    });
  }
}
