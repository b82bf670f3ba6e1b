import { adminCampaignQuerySchema, adminCampaignUpdateSchema, adminUserQuerySchema, adminUserStatusSchema } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isAdmin, requireAdmin, requireUser } from "../auth/current-user.ts";
import type { AppContext } from "../context/app-context.ts";
import { deleteAdminCampaign, updateAdminCampaign } from "./campaigns/moderate-campaign.ts";
import { listAdminCampaigns } from "./campaigns/list-admin-campaigns.ts";
import { getDailyStats } from "./metrics/get-daily-stats.ts";
import { getMetrics } from "./metrics/get-metrics.ts";
import { listAdminUsers } from "./users/list-admin-users.ts";
import { setUserStatus } from "./users/set-user-status.ts";

const CHECK_STATUS = "/api/admin/check-status";
const campaignIdParam = z.object({ id: z.coerce.number({ message: "id must be a number" }).int("id must be a whole number").positive("id must be positive") });
const userIdParam = z.object({ user_id: z.uuid("user_id must be a user id") });

/**
 * Every /api/admin/* call is refused on the server before its handler runs:
 * 401 signed out, 403 for non-admins. Only the status check answers anyone
 * signed in, since telling them "not an admin" is its job.
 */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // A callback hook, not an async one: it sees every request of the app, and all but admin calls leave at once.
  app.addHook("onRequest", (req, _reply, done) => {
    // The matched route, not the raw URL: encodings and query strings cannot slip past it.
    const route = req.routeOptions.url;
    if (!route?.startsWith("/api/admin/") || route === CHECK_STATUS) return done();
    requireAdmin(ctx, req).then(() => done(), done);
  });

  app.get(CHECK_STATUS, async (req) => {
    const user = await requireUser(ctx, req);
    return { success: true, data: { isAdmin: isAdmin(ctx, user) } };
  });

  app.get("/api/admin/metrics", async () => ({ success: true, data: await getMetrics(ctx) }));
  app.get("/api/admin/daily-stats", async () => ({ success: true, data: await getDailyStats(ctx) }));

  app.get("/api/admin/campaigns", async (req) => ({ success: true, data: await listAdminCampaigns(ctx, adminCampaignQuerySchema.parse(req.query)) }));
  app.put("/api/admin/campaigns/:id", async (req) => {
    await updateAdminCampaign(ctx, campaignIdParam.parse(req.params).id, adminCampaignUpdateSchema.parse(req.body));
    return { success: true };
  });
  app.delete("/api/admin/campaigns/:id", async (req) => {
    await deleteAdminCampaign(ctx, campaignIdParam.parse(req.params).id);
    return { success: true };
  });

  app.get("/api/admin/users", async (req) => ({ success: true, data: await listAdminUsers(ctx, adminUserQuerySchema.parse(req.query)) }));
  app.put("/api/admin/users/:user_id/status", async (req) => {
    const admin = await requireAdmin(ctx, req);
    await setUserStatus(ctx, admin, userIdParam.parse(req.params).user_id, adminUserStatusSchema.parse(req.body).is_active);
    return { success: true };
  });
}
