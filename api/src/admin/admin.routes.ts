import type { FastifyInstance } from "fastify";
import { isAdmin, requireAdmin, requireUser } from "../auth/current-user.ts";
import type { AppContext } from "../context/app-context.ts";

const CHECK_STATUS = "/api/admin/check-status";

/**
 * Every /api/admin/* call is refused on the server before its handler runs:
 * 401 signed out, 403 for non-admins. Only the status check answers anyone
 * signed in, since telling them "not an admin" is its job.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.addHook("onRequest", async (req) => {
    // The matched route, not the raw URL: encodings and query strings cannot slip past it.
    const route = req.routeOptions.url;
    if (!route?.startsWith("/api/admin/") || route === CHECK_STATUS) return;
    await requireAdmin(ctx, req);
  });

  app.get(CHECK_STATUS, async (req) => {
    const user = await requireUser(ctx, req);
    return { success: true, data: { isAdmin: isAdmin(ctx, user) } };
  });
}
