import { adminCampaignQuerySchema, adminCampaignUpdateSchema, adminUserQuerySchema, adminUserStatusSchema } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { isAdmin, requireAdmin, requireUser } from "../auth/current-user.ts";
import type { AppContext } from "../context/app-context.ts";
import { ADMIN_CHECK_STATUS } from "./admin-guard.ts";
import { deleteAdminCampaign, updateAdminCampaign } from "./campaigns/moderate-campaign.ts";
import { listAdminCampaigns } from "./campaigns/list-admin-campaigns.ts";
import { getDailyStats } from "./metrics/get-daily-stats.ts";
import { getMetrics } from "./metrics/get-metrics.ts";
import { listAdminUsers } from "./users/list-admin-users.ts";
import { setUserStatus } from "./users/set-user-status.ts";

const campaignIdParam = z.object({ id: z.coerce.number({ message: "id must be a number" }).int("id must be a whole number").positive("id must be positive") });
const userIdParam = z.object({ user_id: z.uuid("user_id must be a user id") });

/** The admin's REST calls; admin-guard.ts refuses all but the status check to anyone but admins. */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get(ADMIN_CHECK_STATUS, async (req) => {
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
