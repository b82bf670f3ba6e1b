import { browseQuerySchema } from "@twend/shared";
import { publicProcedure, router } from "../trpc/trpc.ts";
import { listLimitInput } from "./campaign-queries.ts";
import { publicCampaignInput } from "./campaign-inputs.ts";
import { findAllCampaigns } from "./find-all-campaigns.ts";
import { findRecentCampaigns } from "./find-recent-campaigns.ts";
import { findTrendingCampaigns } from "./find-trending-campaigns.ts";
import { getPublicCampaign } from "./get-public-campaign.ts";

export const campaignsRouter = router({
  trending: publicProcedure.input(listLimitInput).query(({ ctx, input }) => findTrendingCampaigns(ctx.app, input)),
  recent: publicProcedure.input(listLimitInput).query(({ ctx, input }) => findRecentCampaigns(ctx.app, input)),
  all: publicProcedure.input(browseQuerySchema).query(({ ctx, input }) => findAllCampaigns(ctx.app, input)),
  byShortId: publicProcedure.input(publicCampaignInput).query(async ({ ctx, input }) => (await getPublicCampaign(ctx.app, input)).dto),
});
