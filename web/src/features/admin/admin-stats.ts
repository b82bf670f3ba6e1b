import { type AdminCampaignRow, type AdminMetrics, type DailyStat, MESSAGES } from "@twend/shared";
import type { Ratio } from "../../lib/format.ts";
import { describeFailureDetail } from "./admin-failure.ts";

/** What the dashboard shows until the metrics arrive, and keeps when they fail (spec, error catalogue). */
export const EMPTY_METRICS: AdminMetrics = {
  totalCampaigns: 0,
  totalUsers: 0,
  totalDownloads: 0,
  totalShares: 0,
  activeCampaigns: 0,
  trendingCampaigns: 0,
  dailyVisits: 0,
  totalVisits: 0,
  weeklyGrowth: 0,
  queue: { waiting: 0, active: 0, completed: 0, failed: 0 },
  batchQueue: { waiting: 0, active: 0, completed: 0, failed: 0 },
  renderTimes: { count: 0, p50Ms: null, p95Ms: null },
};

export type DailySeries = keyof Omit<DailyStat, "date">;

/** A flat line at zero says nothing, so a chart with no activity on any day shows its empty text instead. */
export function hasActivity(daily: readonly DailyStat[], series: readonly DailySeries[]): boolean {
  return daily.some((day) => series.some((key) => day[key] > 0));
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

export interface PerformanceSummary {
  averageDailyVisits: number;
  averageDailyDownloads: number;
  /** Downloads per visit: the spec's conversion rate. */
  conversion: Ratio;
  /** Shares per download. */
  share: Ratio;
}

function dailyAverage(daily: readonly DailyStat[], series: DailySeries): number {
  if (daily.length === 0) return 0;
  return oneDecimal(daily.reduce((sum, day) => sum + day[series], 0) / daily.length);
}

/**
 * Averages over the charted days; the rates over all time, since shares are only counted as
 * totals and a week's downloads against all-time shares would mix two windows.
 */
export function performanceSummary(metrics: AdminMetrics, daily: readonly DailyStat[]): PerformanceSummary {
  return {
    averageDailyVisits: dailyAverage(daily, "visits"),
    averageDailyDownloads: dailyAverage(daily, "downloads"),
    conversion: { part: metrics.totalDownloads, whole: metrics.totalVisits },
    share: { part: metrics.totalShares, whole: metrics.totalDownloads },
  };
}

/** The label of Twends saved without a category, as the admin filter lists it. */
export const UNCATEGORISED = "Others";

export interface CategoryCount {
  category: string;
  count: number;
}

/** Twends per category, largest first, then by name so equal slices keep their places between loads. */
export function countCategories(campaigns: readonly Pick<AdminCampaignRow, "category">[]): CategoryCount[] {
  const counts = new Map<string, number>();
  for (const { category } of campaigns) {
    const name = category.trim() || UNCATEGORISED;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return [...counts].map(([category, count]) => ({ category, count })).sort((a, b) => b.count - a.count || a.category.localeCompare(b.category));
}

/** The bucket that gathers the smallest categories when there are more than a chart can tell apart. */
export const MORE_CATEGORIES = "More categories";

/** At most `limit` slices: the largest categories, then one slice summing the rest. */
export function pieSlices(counts: readonly CategoryCount[], limit: number): CategoryCount[] {
  if (counts.length <= limit) return [...counts];
  const rest = counts.slice(limit - 1).reduce((sum, { count }) => sum + count, 0);
  return [...counts.slice(0, limit - 1), { category: MORE_CATEGORIES, count: rest }];
}

/** 'Failed to load analytics: {detail}', with the server's own reason when it gave one. */
export function describeAnalyticsFailure(error: unknown): string {
  return MESSAGES.adminAnalyticsLoadFailed.replace("{detail}", describeFailureDetail(error));
}
