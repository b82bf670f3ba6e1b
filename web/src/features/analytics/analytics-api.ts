import type { CampaignAnalytics } from "@twend/shared";
import { ApiError, dataOf, type Fetch, isSuccessful, requestJson, serverErrorText } from "../auth/http.ts";
import { ANALYTICS_DAYS, analyticsApiPath } from "./analytics-paths.ts";
import { parseCampaignAnalytics } from "./parse-analytics.ts";

/** GET /api/user/campaigns/{id}/analytics; a Twend that is not the user's answers 404 like a missing one. */
export async function fetchCampaignAnalytics(fetchFn: Fetch, id: number, days: number = ANALYTICS_DAYS, signal?: AbortSignal): Promise<CampaignAnalytics> {
  const reply = await requestJson(fetchFn, analyticsApiPath(id, "analytics", days), { signal });
  const analytics = isSuccessful(reply) ? parseCampaignAnalytics(dataOf(reply.body)) : null;
  if (analytics === null) {
    throw new ApiError(`Failed to load analytics: API responded with HTTP status ${reply.status}`, reply.status, serverErrorText(reply.body));
  }
  return analytics;
}
