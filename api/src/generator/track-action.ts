import type { ActionType } from "@twend/db";
import type { TrackActionInput, TrackGenerationInput } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { countVisitorAction } from "../counting/count-visitor-action.ts";
import { activeCampaignId } from "./active-campaign.ts";

/**
 * Records what a visitor did with a DP when it counts a person (countVisitorAction): a generation
 * once per session and Twend; a download or a share (a share also in total_shares) once each,
 * after that session generated. One that does not count is still answered as recorded, as the
 * spec's clients only log failures.
 */
async function countAction(ctx: AppContext, campaignId: number, sessionId: string, type: ActionType, network: string): Promise<void> {
  const id = await activeCampaignId(ctx, campaignId);
  await countVisitorAction(ctx.db.prisma, { campaignId: id, sessionId, network, type });
}

export function trackAction(ctx: AppContext, input: TrackActionInput, network: string): Promise<void> {
  return countAction(ctx, input.campaign_id, input.session_id, input.action, network);
}

/** A DP drawn in the visitor's browser: counted as POST /api/generate-dp counts one, with no photo, name or render. */
export function trackGeneration(ctx: AppContext, input: TrackGenerationInput, network: string): Promise<void> {
  return countAction(ctx, input.campaign_id, input.session_id, "generation", network);
}
