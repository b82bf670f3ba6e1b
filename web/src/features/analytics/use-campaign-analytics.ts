import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc.ts";
import { ANALYTICS_DAYS } from "./analytics-paths.ts";

export function useCampaignAnalytics(id: number) {
  return useQuery(trpc.studio.analytics.queryOptions({ id, days: ANALYTICS_DAYS }, { staleTime: 0 }));
}
