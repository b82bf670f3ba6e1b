import type { I18n } from "@lingui/core";
import type { CreatorStats, OwnerCampaign } from "@twend/shared";
import { describeFailure } from "../../lib/api-errors/describe-failure.ts";
import { DASHBOARD_MESSAGES } from "./messages.ts";

/** What the failure alert says: the server's own reason (already in the visitor's language), else the spec's fallback, or its network wording. */
export function describeDeleteFailure(i18n: I18n, error: unknown): string {
  return describeFailure(i18n, error, { fallback: DASHBOARD_MESSAGES.deleteFailed, unreachable: DASHBOARD_MESSAGES.deleteNetworkFailed });
}

/** The list once a delete has succeeded; the spec removes the item locally rather than reloading. */
export function withoutCampaign(campaigns: readonly OwnerCampaign[] | undefined, id: number): OwnerCampaign[] | undefined {
  return campaigns?.filter((campaign) => campaign.id !== id);
}

/** The spec decrements only the Twend total; views and the rest stay as the server last counted them. */
export function withOneCampaignLess(stats: CreatorStats | undefined): CreatorStats | undefined {
  return stats ? { ...stats, totalCampaigns: Math.max(0, stats.totalCampaigns - 1) } : undefined;
}
