import { campaignDraftInput, campaignUpdateInput } from "@twend/shared";
import { protectedProcedure, router } from "../../trpc/trpc.ts";
import { createCampaign } from "./create-campaign.ts";
import { deleteCampaign } from "./delete-campaign.ts";
import { findUserCampaigns } from "./find-user-campaigns.ts";
import { analyticsInput, getCampaignAnalytics } from "../analytics/get-campaign-analytics.ts";
import { getCreatorStats } from "../analytics/get-creator-stats.ts";
import { BACKGROUND_UPLOAD, campaignIdParam, UPLOAD_BODY_LIMIT } from "./studio-inputs.ts";
import { updateCampaign } from "./update-campaign.ts";

/** The creator's calls, over tRPC and their documented paths. */
export const studioRouter = router({
  create: protectedProcedure
    .meta({ rest: [{ method: "POST", path: "/api/campaigns", envelope: "data" }], bodyLimit: UPLOAD_BODY_LIMIT, upload: BACKGROUND_UPLOAD })
    .input(campaignDraftInput)
    .mutation(({ ctx, input }) => createCampaign(ctx.app, ctx.user, input, ctx.upload)),
  update: protectedProcedure
    .meta({ rest: [{ method: "PUT", path: "/api/campaigns/:id", envelope: "data" }], bodyLimit: UPLOAD_BODY_LIMIT, upload: BACKGROUND_UPLOAD })
    .input(campaignUpdateInput.safeExtend(campaignIdParam.shape))
    .mutation(({ ctx, input: { id, ...changes } }) => updateCampaign(ctx.app, ctx.user, id, changes, ctx.upload)),
  list: protectedProcedure.meta({ rest: [{ method: "GET", path: "/api/user/campaigns", envelope: "data" }] }).query(({ ctx }) => findUserCampaigns(ctx.app, ctx.user)),
  stats: protectedProcedure.meta({ rest: [{ method: "GET", path: "/api/user/stats", envelope: "data" }] }).query(({ ctx }) => getCreatorStats(ctx.app, ctx.user)),
  remove: protectedProcedure
    .meta({ rest: [{ method: "DELETE", path: "/api/user/campaigns/:id", envelope: "success" }] })
    .input(campaignIdParam)
    .mutation(async ({ ctx, input }) => {
      await deleteCampaign(ctx.app, ctx.user, input.id);
      return { id: input.id };
    }),
  analytics: protectedProcedure
    .meta({ rest: [{ method: "GET", path: "/api/user/campaigns/:id/analytics", envelope: "data" }] })
    .input(campaignIdParam.merge(analyticsInput))
    .query(({ ctx, input }) => getCampaignAnalytics(ctx.app, ctx.user, input.id, input.days)),
});
