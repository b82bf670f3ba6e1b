import type { FastifyInstance } from "fastify";
import { requireUser } from "../../auth/current-user.ts";
import type { AppContext } from "../../context/app-context.ts";
import { analyticsCsv, analyticsInput, getCampaignAnalytics } from "./get-campaign-analytics.ts";
import { campaignIdParam } from "../studio/studio-inputs.ts";

/**
 * A Twend's analytics as a CSV file to save: a download, not a call, so it is a route of its
 * own; the creator's calls are the studio procedures' (studio/studio.trpc.ts).
 */
export async function analyticsCsvRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
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
