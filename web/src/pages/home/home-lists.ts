import { LIMITS } from "@twend/shared";

/** The home page's list reads, shared by its sections and the server that renders them. */
export const TRENDING_INPUT = { limit: LIMITS.trendingOnHome };
export const LATEST_INPUT = { limit: LIMITS.latestOnHome };
