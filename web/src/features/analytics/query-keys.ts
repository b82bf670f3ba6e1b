import { ACCOUNT_QUERY_KEY } from "../auth/query-keys.ts";

/** Followed by the Twend's id, then the number of days. */
export const ANALYTICS_QUERY_PREFIX = [...ACCOUNT_QUERY_KEY, "twend-analytics"] as const;

export function analyticsQueryKey(id: number, days: number) {
  return [...ANALYTICS_QUERY_PREFIX, id, days] as const;
}
