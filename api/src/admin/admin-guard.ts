import type { FastifyInstance, onRequestHookHandler } from "fastify";
import { requireAdmin } from "../auth/current-user.ts";
import type { AppContext } from "../context/app-context.ts";
import { addRouteOnRequest } from "../http/route-hooks.ts";

const ADMIN_PREFIX = "/api/admin/";
/** Answers anyone signed in, since telling them "not an admin" is its job. */
export const ADMIN_CHECK_STATUS = "/api/admin/check-status";

/**
 * Every /api/admin/* route, whichever module declares it, is refused before
 * its handler runs: 401 signed out, 403 for non-admins. The guard is attached
 * to those routes as they are declared, so no other request pays for it.
 * Register it before any route.
 */
export function registerAdminGuard(app: FastifyInstance, ctx: AppContext): void {
  const guard: onRequestHookHandler = (req, _reply, done) => {
    requireAdmin(ctx, req).then(() => done(), done);
  };
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith(ADMIN_PREFIX) && route.url !== ADMIN_CHECK_STATUS) addRouteOnRequest(route, guard);
  });
}
