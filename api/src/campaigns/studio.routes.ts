import { campaignDraftInput, campaignUpdateInput } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import { requireUser } from "../auth/current-user.ts";
import type { AppContext } from "../context/app-context.ts";
import { createCampaign } from "./create-campaign.ts";
import { deleteCampaign } from "./delete-campaign.ts";
import { findUserCampaigns } from "./find-user-campaigns.ts";
import { analyticsCsv, analyticsInput, getCampaignAnalytics } from "./get-campaign-analytics.ts";
import { getCreatorStats } from "./get-creator-stats.ts";
import { campaignIdParam, UPLOAD_BODY_LIMIT } from "./studio-inputs.ts";
import { updateCampaign } from "./update-campaign.ts";

/** REST adapters of the creator's calls (spec section 7), plus per-Twend analytics. */
export async function studioRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post("/api/campaigns", { bodyLimit: UPLOAD_BODY_LIMIT }, async (req) => {
    const user = await requireUser(ctx, req);
    return { success: true, data: await createCampaign(ctx, user, campaignDraftInput.parse(req.body)) };
  });

  app.put("/api/campaigns/:id", { bodyLimit: UPLOAD_BODY_LIMIT }, async (req) => {
    const user = await requireUser(ctx, req);
    const { id } = campaignIdParam.parse(req.params);
    return { success: true, data: await updateCampaign(ctx, user, id, campaignUpdateInput.parse(req.body)) };
  });

  app.get("/api/user/campaigns", async (req) => ({ success: true, data: await findUserCampaigns(ctx, await requireUser(ctx, req)) }));

  app.get("/api/user/stats", async (req) => ({ success: true, data: await getCreatorStats(ctx, await requireUser(ctx, req)) }));

  app.delete("/api/user/campaigns/:id", async (req) => {
    const user = await requireUser(ctx, req);
    await deleteCampaign(ctx, user, campaignIdParam.parse(req.params).id);
    return { success: true };
  });

  app.get("/api/user/campaigns/:id/analytics", async (req) => {
    const user = await requireUser(ctx, req);
    const { days } = analyticsInput.parse(req.query);
    return { success: true, data: await getCampaignAnalytics(ctx, user, campaignIdParam.parse(req.params).id, days) };
  });

  app.get("/api/user/campaigns/:id/analytics.csv", async (req, reply) => {
    const user = await requireUser(ctx, req);
    const { days } = analyticsInput.parse(req.query);
    const analytics = await getCampaignAnalytics(ctx, user, campaignIdParam.parse(req.params).id, days);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${analytics.campaign.short_id}-stats.csv"`)
      .send(analyticsCsv(analytics));
  });
}
