import type { TrackActionInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { activeCampaignId } from "./active-campaign.ts";

/** Records a download or a share of a finished DP; a share also counts in total_shares. */
export async function trackAction(ctx: AppContext, input: TrackActionInput): Promise<void> {
  const campaignId = await activeCampaignId(ctx, input.campaign_id);
  const prisma = ctx.db.prisma;
  await prisma.$transaction([
    prisma.action.create({ data: { campaignId, sessionId: input.session_id, type: input.action } }),
    ...(input.action === "share" ? [prisma.campaign.update({ where: { id: campaignId }, data: { totalShares: { increment: 1 } } })] : []),
  ]);
}
