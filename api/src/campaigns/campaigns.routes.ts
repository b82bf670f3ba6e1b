import { browseQuerySchema } from "@twend/shared";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { listLimitInput } from "./campaign-queries.ts";
import { publicCampaignInput } from "./campaign-inputs.ts";
import { findAllCampaigns } from "./find-all-campaigns.ts";
import { findRecentCampaigns } from "./find-recent-campaigns.ts";
import { findTrendingCampaigns } from "./find-trending-campaigns.ts";
import { getPublicCampaign } from "./get-public-campaign.ts";

/** REST adapters of the documented `/api/campaigns/...` reads. */
export async function campaignRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/campaigns/trending", async (req) => ({
    success: true,
    data: await findTrendingCampaigns(ctx, listLimitInput.parse(req.query)),
  }));
  app.get("/api/campaigns/recent", async (req) => ({
    success: true,
    data: await findRecentCampaigns(ctx, listLimitInput.parse(req.query)),
  }));
  app.get("/api/campaigns/all", async (req) => ({
    success: true,
    ...(await findAllCampaigns(ctx, browseQuerySchema.parse(req.query))),
  }));
  app.get<{ Params: { shortId: string }; Querystring: { session_id?: string; source?: string; utm_source?: string } }>(
    "/api/campaigns/:shortId",
    async (req, reply) => {
      const input = publicCampaignInput.parse({
        shortId: req.params.shortId,
        sessionId: req.query.session_id,
        source: req.query.utm_source ?? req.query.source,
      });
      const { json } = await getPublicCampaign(ctx, input);
      return reply.type("application/json; charset=utf-8").send(json);
    },
  );
}
