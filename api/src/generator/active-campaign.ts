import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { notFound } from "../http/http-error.ts";

/** The id of a Twend visitors may use; a hidden or deleted one is 'Campaign not found'. */
export async function activeCampaignId(ctx: AppContext, id: number): Promise<number> {
  const campaign = await ctx.db.prisma.campaign.findUnique({ where: { id }, select: { id: true, isActive: true } });
  if (!campaign?.isActive) throw notFound(MESSAGES.campaignNotFound);
  return campaign.id;
}
