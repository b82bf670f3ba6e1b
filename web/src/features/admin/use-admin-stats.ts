import { ADMIN_PAGE_MAX } from "@twend/shared";
import { useEffect, useState } from "react";
import { trpc } from "../../lib/trpc.ts";

/** Bars of the dashboard's Twend Performance chart. */
const TOP_CAMPAIGNS_LIMIT = 10;

// The dashboard and analytics read the same metrics and days under the same keys, so moving between them shows data at once.
export const adminMetricsQuery = trpc.admin.metrics.queryOptions();

/** The last 7 UTC days, oldest first, every day present. */
export const dailyStatsQuery = trpc.admin.dailyStats.queryOptions();

/**
 * The most viewed Twends, as many as one admin page holds: categories and the CSV cover every
 * Twend up to that many, the most viewed otherwise (`pagination.total` tells which).
 */
export const adminCampaignSampleQuery = trpc.admin.campaigns.queryOptions({ limit: ADMIN_PAGE_MAX, sortBy: "total_views", sortOrder: "desc" });

export interface CampaignDownloads {
  short_id: string;
  title: string;
  downloads: number;
}

/** The most viewed public Twends with their downloads: the public browse list is the only one with downloads per Twend. */
export const topCampaignsQuery = trpc.campaigns.all.queryOptions(
  { sort: "popular", limit: TOP_CAMPAIGNS_LIMIT },
  { select: (page): CampaignDownloads[] => page.data.map(({ short_id, title, total_downloads }) => ({ short_id, title, downloads: total_downloads })) },
);

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
