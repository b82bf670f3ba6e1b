import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context/app-context.ts";
import { sendCompressible } from "../../http/compressible-body.ts";
import { trpcContextFactory } from "../../trpc/trpc-context.ts";
import { publicCampaignInput } from "./campaign-inputs.ts";
import { cachedPublicCampaign, getPublicCampaign } from "./get-public-campaign.ts";
import type { WireFormat } from "./public-campaign-cache.ts";
import { withViewBudget } from "./view-budget.ts";

const JSON_TYPE = "application/json; charset=utf-8";
// The REST envelope of the public read; the cached Twend keeps it serialised once per fill.
const restAnswer: WireFormat = (data) => JSON.stringify({ success: true, data });

/**
 * `GET /api/campaigns/{shortId}`, answered from the cached Twend's serialised bytes; the other
 * public campaign calls are derived from their procedures (campaigns.trpc.ts).
 */
export async function campaignRestReadRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The budgets of the procedures, so a view counted here spends from the same viewCount as one over tRPC.
  const callOf = trpcContextFactory(app, ctx);
  app.get<{ Params: { shortId: string }; Querystring: { session_id?: string; source?: string; utm_source?: string } }>(
    "/api/campaigns/:shortId",
    // The cached answer carries its own compressed copies.
    { compress: false },
    (req, reply) => {
      const cached = cachedPublicCampaign(ctx, req.params.shortId, req.query.session_id);
      if (cached) return sendCompressible(req, reply, cached.answer(restAnswer), JSON_TYPE);
      const input = publicCampaignInput.parse({
        shortId: req.params.shortId,
        sessionId: req.query.session_id,
        source: req.query.utm_source ?? req.query.source,
      });
      return withViewBudget(callOf(req), input)
        .then((counted) => getPublicCampaign(ctx, counted))
        .then((campaign) => sendCompressible(req, reply, campaign.answer(restAnswer), JSON_TYPE));
    },
  );
}
