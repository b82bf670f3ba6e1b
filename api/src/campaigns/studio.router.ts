import { campaignDraftInput, campaignUpdateInput } from "@twend/shared";
import { protectedProcedure, router } from "../trpc/trpc.ts";
import { createCampaign } from "./create-campaign.ts";
import { deleteCampaign } from "./delete-campaign.ts";
import { findUserCampaigns } from "./find-user-campaigns.ts";
import { analyticsInput, getCampaignAnalytics } from "./get-campaign-analytics.ts";
import { getCreatorStats } from "./get-creator-stats.ts";
import { campaignIdParam } from "./studio-inputs.ts";
import { updateCampaign } from "./update-campaign.ts";

/** The creator's procedures; the same services as the REST adapters in studio.routes.ts. */
export const studioRouter = router({
  create: protectedProcedure.input(campaignDraftInput).mutation(({ ctx, input }) => createCampaign(ctx.app, ctx.user, input)),
  update: protectedProcedure
    .input(campaignIdParam.extend({ changes: campaignUpdateInput }))
    .mutation(({ ctx, input }) => updateCampaign(ctx.app, ctx.user, input.id, input.changes)),
  list: protectedProcedure.query(({ ctx }) => findUserCampaigns(ctx.app, ctx.user)),
  stats: protectedProcedure.query(({ ctx }) => getCreatorStats(ctx.app, ctx.user)),
  remove: protectedProcedure.input(campaignIdParam).mutation(async ({ ctx, input }) => {
    await deleteCampaign(ctx.app, ctx.user, input.id);
    return { id: input.id };
  }),
  analytics: protectedProcedure
    .input(campaignIdParam.merge(analyticsInput))
    .query(({ ctx, input }) => getCampaignAnalytics(ctx.app, ctx.user, input.id, input.days)),
});
