import { queryOptions } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { browserFetch } from "../auth/http.ts";
import { retryUnlessClientError } from "../dashboard/retry-policy.ts";
import { fetchAdminMetrics, fetchAdminTwendSample, fetchDailyStats, fetchTopTwends } from "./admin-stats-api.ts";
import { ADMIN_QUERY_KEY } from "./query-keys.ts";


// The dashboard and analytics read the same metrics and days under the same keys, so moving between them shows data at once.
export const adminMetricsQuery = queryOptions({
  queryKey: [...ADMIN_QUERY_KEY, "metrics"],
  queryFn: ({ signal }) => fetchAdminMetrics(browserFetch, signal),
  retry: retryUnlessClientError,
});

export const dailyStatsQuery = queryOptions({
  queryKey: [...ADMIN_QUERY_KEY, "daily"],
  queryFn: ({ signal }) => fetchDailyStats(browserFetch, signal),
  retry: retryUnlessClientError,
});

export const adminTwendSampleQuery = queryOptions({
  queryKey: [...ADMIN_QUERY_KEY, "twend-sample"],
  queryFn: ({ signal }) => fetchAdminTwendSample(browserFetch, signal),
  retry: retryUnlessClientError,
});

export const topTwendsQuery = queryOptions({
  queryKey: [...ADMIN_QUERY_KEY, "top-twends"],
  queryFn: ({ signal }) => fetchTopTwends(browserFetch, signal),
  retry: retryUnlessClientError,
});

/** For failures the spec has the dashboard only log: each new error once, to the console. */
export function useLoggedFailure(what: string, error: unknown): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}:`, error);
  }, [what, error]);
}

/** Charts draw in at once for readers who asked the system for less motion. */
export function useChartAnimation(): boolean {
  const [animate] = useState(() => !window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  return animate;
}
