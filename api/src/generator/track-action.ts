import type { TrackActionInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { countVisitorAction } from "../counting/count-visitor-action.ts";
import { activeCampaignId } from "./active-campaign.ts";

/**
 * Records a download or a share of a finished DP, a share also in total_shares, when it counts
 * a person (countVisitorAction): once per session and Twend, after that session generated. One
 * that does not count is still answered as recorded, as the spec's clients only log failures.
 */
export async function trackAction(ctx: AppContext, input: TrackActionInput, network: string): Promise<void> {
  const campaignId = await activeCampaignId(ctx, input.campaign_id);
  await countVisitorAction(ctx.db.prisma, { campaignId, sessionId: input.session_id, network, type: input.action });
}
