import { HttpError } from "../../http/http-error.ts";
import type { TrpcContext } from "../../trpc/trpc-context.ts";
import type { PublicCampaignRequest } from "./get-public-campaign.ts";

/**
 * A public read that may count a view spends the caller's viewCount budget and carries its
 * network; past the budget the read still answers, only without its session, so it counts
 * nothing: reading a Twend is never refused.
 */
export async function withViewBudget(call: Pick<TrpcContext, "spend" | "network">, input: PublicCampaignRequest): Promise<PublicCampaignRequest> {
  if (input.sessionId === undefined) return input;
  try {
    await call.spend("viewCount");
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) return { ...input, sessionId: undefined };
    throw error;
  }
  return { ...input, network: call.network() };
}
