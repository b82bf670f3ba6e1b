import { LIMITS } from "@twend/shared";
import type { TrpcQueryUtils } from "../../lib/trpc.ts";

/** The home page's list reads, shared by its sections and the server that renders them. */
export const TRENDING_INPUT = { limit: LIMITS.trendingOnHome };
export const LATEST_INPUT = { limit: LIMITS.latestOnHome };

/** Reads both lists into the cache the server renders from; a list that fails is left to the browser, which shows its error state and retry. */
export async function prefetchHomeLists(queries: TrpcQueryUtils): Promise<void> {
  await Promise.all([queries.campaigns.trending.prefetch(TRENDING_INPUT), queries.campaigns.recent.prefetch(LATEST_INPUT)]);
}
