import { browseQuerySchema, campaignReportInputSchema } from "@twend/shared";
import { z } from "zod";
import { authLimiter } from "../auth/rate-limits.ts";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context/app-context.ts";
import { sendCompressible } from "../http/compressible-body.ts";
import { listLimitInput } from "./campaign-queries.ts";
import { publicCampaignInput } from "./campaign-inputs.ts";
import { findAllCampaigns } from "./find-all-campaigns.ts";
import { findRecentCampaigns } from "./find-recent-campaigns.ts";
import { findTrendingCampaigns } from "./find-trending-campaigns.ts";
import { cachedPublicCampaign, getPublicCampaign } from "./get-public-campaign.ts";
import type { WireFormat } from "./public-campaign-cache.ts";
import { reportCampaign } from "./report-campaign.ts";

const JSON_TYPE = "application/json; charset=utf-8";
// The REST envelope of the public read; the cached Twend keeps it serialised once per fill.
const restAnswer: WireFormat = (data) => JSON.stringify({ success: true, data });

const campaignIdParam = z.object({ id: z.coerce.number({ message: "id must be a number" }).int("id must be a whole number").positive("id must be positive") });

/** REST adapters of the documented `/api/campaigns/...` reads, and visitors' reports. */
export async function campaignRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const reportLimit = authLimiter(app, "campaignReport");
  app.post("/api/campaigns/:id/report", async (req) => {
    await reportLimit(req);
    await reportCampaign(ctx, campaignIdParam.parse(req.params).id, campaignReportInputSchema.parse(req.body));
    return { success: true };
  });
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
    // The cached answer carries its own compressed copies.
    { compress: false },
    (req, reply) => {
      // No per-request closure on the cached path: tsx, which runs the server, also names each one with
      // Object.defineProperty, and that cost this read about a sixth of its throughput (bench/generate).
      const cached = cachedPublicCampaign(ctx, req.params.shortId, req.query.session_id);
      if (cached) return sendCompressible(req, reply, cached.answer(restAnswer), JSON_TYPE);
      const input = publicCampaignInput.parse({
        shortId: req.params.shortId,
        sessionId: req.query.session_id,
        source: req.query.utm_source ?? req.query.source,
      });
      return getPublicCampaign(ctx, input).then((campaign) => sendCompressible(req, reply, campaign.answer(restAnswer), JSON_TYPE));
    },
  );
}
