import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ACCOUNT_QUERY_KEY } from "../auth/query-keys.ts";
import { browserFetch } from "../auth/http.ts";
import { retryUnlessClientError } from "../dashboard/retry-policy.ts";
import { fetchAdminMetrics, fetchAdminTwendSample, fetchDailyStats, fetchTopTwends } from "./admin-stats-api.ts";

// Under the account prefix, so signing out or in as someone else drops what an admin saw.
const ADMIN_STATS_KEY = [...ACCOUNT_QUERY_KEY, "admin-stats"] as const;

// The dashboard and analytics read the same metrics and days under the same keys, so moving between them shows data at once.
export function useAdminMetrics() {
  return useQuery({
    queryKey: [...ADMIN_STATS_KEY, "metrics"],
    queryFn: ({ signal }) => fetchAdminMetrics(browserFetch, signal),
    retry: retryUnlessClientError,
  });
}

export function useDailyStats() {
  return useQuery({
    queryKey: [...ADMIN_STATS_KEY, "daily"],
    queryFn: ({ signal }) => fetchDailyStats(browserFetch, signal),
    retry: retryUnlessClientError,
  });
}

export function useAdminTwendSample() {
  return useQuery({
    queryKey: [...ADMIN_STATS_KEY, "twend-sample"],
    queryFn: ({ signal }) => fetchAdminTwendSample(browserFetch, signal),
    retry: retryUnlessClientError,
  });
}

export function useTopTwends() {
  return useQuery({
    queryKey: [...ADMIN_STATS_KEY, "top-twends"],
    queryFn: ({ signal }) => fetchTopTwends(browserFetch, signal),
    retry: retryUnlessClientError,
  });
}

/** For failures the spec has the dashboard only log: each new error once, to the console. */
export function useLoggedFailure(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}:`, error);
  }, [what, error]);
}

/** Charts draw in at once for readers who asked the system for less motion. */
export function useChartAnimation(): boolean {
  const [animate] = useState(() => !window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  return animate;
}
