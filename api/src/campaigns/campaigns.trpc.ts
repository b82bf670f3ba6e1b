import { browseQuerySchema, campaignReportInputSchema, suggestQuerySchema } from "@twend/shared";
import { currentUser } from "../auth/current-user.ts";
import { publicProcedure, router, sessionProcedure } from "../trpc/trpc.ts";
import { listLimitInput } from "./lists/campaign-queries.ts";
import { publicCampaignInput, publicViewInput } from "./public-read/campaign-inputs.ts";
import { findAllCampaigns } from "./lists/find-all-campaigns.ts";
import { findRecentCampaigns } from "./lists/find-recent-campaigns.ts";
import { findSuggestions } from "./lists/find-suggestions.ts";
import { findTrendingCampaigns } from "./lists/find-trending-campaigns.ts";
import { getPublicCampaign, recordPublicView } from "./public-read/get-public-campaign.ts";
import { reportCampaign } from "./reports/report-campaign.ts";
import { campaignIdParam } from "./studio/studio-inputs.ts";
import { withViewBudget } from "./public-read/view-budget.ts";

/**
 * The public Twend calls. `GET /api/campaigns/{shortId}` and the campaign page's own read of
 * byShortId have routes of their own that answer cached Twends from serialised bytes
 * (public-read/campaign-rest-read.http.ts, public-read/campaign-page-read.http.ts); what misses the cache comes here.
 */
export const campaignsRouter = router({
  trending: publicProcedure
    .meta({ rest: [{ method: "GET", path: "/api/campaigns/trending", envelope: "data" }] })
    .input(listLimitInput)
    .query(({ ctx, input }) => findTrendingCampaigns(ctx.app, input)),
  recent: publicProcedure
    .meta({ rest: [{ method: "GET", path: "/api/campaigns/recent", envelope: "data" }] })
    .input(listLimitInput)
    .query(({ ctx, input }) => findRecentCampaigns(ctx.app, input)),
  all: publicProcedure
    .meta({ rest: [{ method: "GET", path: "/api/campaigns/all", envelope: "spread" }] })
    .input(browseQuerySchema)
    .query(({ ctx, input }) => findAllCampaigns(ctx.app, input)),
  // Asked as a visitor types, so each answer is one small indexed query, kept a few seconds for everyone.
  suggest: publicProcedure
    .meta({ rest: [{ method: "GET", path: "/api/campaigns/suggestions", envelope: "data" }], budget: "campaignSuggest" })
    .input(suggestQuerySchema)
    .query(({ ctx, input }) => findSuggestions(ctx.app, input)),
  byShortId: publicProcedure.input(publicCampaignInput).query(async ({ ctx, input }) => (await getPublicCampaign(ctx.app, await withViewBudget(ctx, input))).dto),
  // The campaign page arrives with its Twend in it, so the visit is counted on its own.
  recordView: publicProcedure
    .meta({ budget: "viewCount" })
    .input(publicViewInput)
    .mutation(async ({ ctx, input }) => {
      await recordPublicView(ctx.app, { ...input, network: ctx.network() });
    }),
  // Reads who is signed in: an account is one of the reporters the hide threshold counts.
  report: sessionProcedure
    .meta({ rest: [{ method: "POST", path: "/api/campaigns/:id/report", envelope: "success" }], budget: "campaignReport" })
    .input(campaignReportInputSchema.safeExtend(campaignIdParam.shape))
    .mutation(async ({ ctx, input: { id, ...report } }) => {
      const account = await currentUser(ctx.app, ctx.req);
      await reportCampaign(ctx.app, id, report, { network: ctx.network(), accountId: account?.id ?? null });
      return { success: true as const };
    }),
});
