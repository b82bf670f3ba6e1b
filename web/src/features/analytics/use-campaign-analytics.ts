import { useQuery } from "@tanstack/react-query";
import { browserFetch } from "../auth/http.ts";
import { retryUnlessClientError } from "../dashboard/retry-policy.ts";
import { fetchCampaignAnalytics } from "./analytics-api.ts";
import { ANALYTICS_DAYS } from "./analytics-paths.ts";
import { analyticsQueryKey } from "./query-keys.ts";

export function useCampaignAnalytics(id: number) {
  return useQuery({
    queryKey: analyticsQueryKey(id, ANALYTICS_DAYS),
    queryFn: ({ signal }) => fetchCampaignAnalytics(browserFetch, id, ANALYTICS_DAYS, signal),
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}
