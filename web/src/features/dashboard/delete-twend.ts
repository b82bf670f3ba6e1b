import type { I18n } from "@lingui/core";
import type { CreatorStats, OwnerCampaign } from "@twend/shared";
import { callFailure } from "./call-failure.ts";
import { DASHBOARD_MESSAGES } from "./messages.ts";

/** What the failure alert says: the server's own reason (already in the visitor's language), else the spec's fallback, or its network wording. */
export function deleteFailureMessage(i18n: I18n, error: unknown): string {
  const failure = callFailure(error);
  if (failure?.kind === "unreachable") return i18n._(DASHBOARD_MESSAGES.deleteNetworkFailed);
  if (failure?.kind === "refused" && failure.message.trim() !== "") return failure.message;
  return i18n._(DASHBOARD_MESSAGES.deleteFailed);
}

/** The list once a delete has succeeded; the spec removes the item locally rather than reloading. */
export function withoutTwend(twends: readonly OwnerCampaign[] | undefined, id: number): OwnerCampaign[] | undefined {
  return twends?.filter((twend) => twend.id !== id);
}

/** The spec decrements only the Twend total; views and the rest stay as the server last counted them. */
export function withOneTwendLess(stats: CreatorStats | undefined): CreatorStats | undefined {
  return stats ? { ...stats, totalCampaigns: Math.max(0, stats.totalCampaigns - 1) } : undefined;
}
