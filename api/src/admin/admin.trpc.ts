import { adminCampaignQuerySchema, adminCampaignUpdateSchema, adminUserQuerySchema, adminUserStatusSchema } from "@twend/shared";
import { z } from "zod";
import { isAdmin } from "../auth/current-user.ts";
import { adminBlogRouter } from "../blog/admin-blog.trpc.ts";
import { adminProcedure, protectedProcedure, router } from "../trpc/trpc.ts";
import { deleteAdminCampaign, updateAdminCampaign } from "./campaigns/moderate-campaign.ts";
import { adminJobQueueRouter } from "./job-queue/admin-job-queue.trpc.ts";
import { listAdminCampaigns } from "./campaigns/list-admin-campaigns.ts";
import { getDailyStats } from "./metrics/get-daily-stats.ts";
import { getMetrics } from "./metrics/get-metrics.ts";
import { recordIdParam } from "./record-id.ts";
import { listAdminUsers } from "./users/list-admin-users.ts";
import { setUserStatus } from "./users/set-user-status.ts";

const userIdParam = z.object({ user_id: z.uuid("user_id must be a user id") });

/**
 * The admin area's calls, over tRPC and their documented paths. Every one but
 * the status check is an adminProcedure, which refuses anyone else (401 signed out, 403 for
 * non-admins) before it reads its input.
 */
export const adminRouter = router({
  /** Answers anyone signed in, since telling them "not an admin" is its job. */
  checkStatus: protectedProcedure
    .meta({ rest: [{ method: "GET", path: "/api/admin/check-status", envelope: "data" }] })
    .query(({ ctx }) => ({ isAdmin: isAdmin(ctx.app, ctx.user) })),
  metrics: adminProcedure.meta({ rest: [{ method: "GET", path: "/api/admin/metrics", envelope: "data" }] }).query(({ ctx }) => getMetrics(ctx.app)),
  dailyStats: adminProcedure.meta({ rest: [{ method: "GET", path: "/api/admin/daily-stats", envelope: "data" }] }).query(({ ctx }) => getDailyStats(ctx.app)),
  campaigns: adminProcedure
    .meta({ rest: [{ method: "GET", path: "/api/admin/campaigns", envelope: "data" }] })
    .input(adminCampaignQuerySchema)
    .query(({ ctx, input }) => listAdminCampaigns(ctx.app, input)),
  updateCampaign: adminProcedure
    .meta({ rest: [{ method: "PUT", path: "/api/admin/campaigns/:id", envelope: "success" }] })
    .input(adminCampaignUpdateSchema.safeExtend(recordIdParam.shape))
    .mutation(({ ctx, input: { id, ...change } }) => updateAdminCampaign(ctx.app, id, change)),
  deleteCampaign: adminProcedure
    .meta({ rest: [{ method: "DELETE", path: "/api/admin/campaigns/:id", envelope: "success" }] })
    .input(recordIdParam)
    .mutation(({ ctx, input }) => deleteAdminCampaign(ctx.app, input.id)),
  users: adminProcedure
    .meta({ rest: [{ method: "GET", path: "/api/admin/users", envelope: "data" }] })
    .input(adminUserQuerySchema)
    .query(({ ctx, input }) => listAdminUsers(ctx.app, input)),
  setUserStatus: adminProcedure
    .meta({ rest: [{ method: "PUT", path: "/api/admin/users/:user_id/status", envelope: "success" }] })
    .input(adminUserStatusSchema.extend(userIdParam.shape))
    .mutation(({ ctx, input }) => setUserStatus(ctx.app, ctx.user, input.user_id, input.is_active)),
  blog: adminBlogRouter,
  jobQueue: adminJobQueueRouter,
});
