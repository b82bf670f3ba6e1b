import type { CampaignAnalytics, DailyCampaignStats } from "@twend/shared";
import { rateOf, type Ratio } from "../../lib/format.ts";

/** Width of a rate's bar, 0 to 100 %; empty when the rate is shown as "—". */
export function rateBarPercent(ratio: Ratio): number {
  return (rateOf(ratio) ?? 0) * 100;
}

// The days are UTC dates; formatting them in the viewer's zone would label each bar with the day before, west of Greenwich.
const dayLabel = new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" });
const fullDay = new Intl.DateTimeFormat("en", { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

function utcDate(isoDay: string): Date | null {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-23" -> "Nov 23", for the chart's axis. */
export function formatDayLabel(isoDay: string): string {
  const date = utcDate(isoDay);
  return date ? dayLabel.format(date) : isoDay;
}

/** "2026-11-23" -> "Mon, Nov 23, 2026", for the tooltip and the data table. */
export function formatFullDay(isoDay: string): string {
  const date = utcDate(isoDay);
  return date ? fullDay.format(date) : isoDay;
}

export interface ChartRow extends DailyCampaignStats {
  label: string;
}

export function chartRows(daily: readonly DailyCampaignStats[]): ChartRow[] {
  return daily.map((day) => ({ ...day, label: formatDayLabel(day.date) }));
}

/** Nothing has happened to the Twend yet, ever: the view shows its empty state instead of a flat chart. */
export function hasActivity(analytics: Pick<CampaignAnalytics, "totals" | "daily">): boolean {
  const { views, generations, downloads, shares } = analytics.totals;
  if (views + generations + downloads + shares > 0) return true;
  return analytics.daily.some((day) => day.views + day.generations + day.downloads + day.shares > 0);
}

/** Sum of one series over the window, for the chart's legend. */
export function windowTotal(daily: readonly DailyCampaignStats[], series: keyof Omit<DailyCampaignStats, "date">): number {
  return daily.reduce((sum, day) => sum + day[series], 0);
}

export interface ReferrerRow {
  source: string;
  views: number;
  /** Its views of the listed referrers' views. */
  share: Ratio;
}

/** The server names views without a referrer or utm_source "direct". */
export const DIRECT_SOURCE_LABEL = "Direct or unknown";

function sourceLabel(source: string): string {
  const trimmed = source.trim();
  return trimmed === "" || trimmed === "direct" ? DIRECT_SOURCE_LABEL : trimmed;
}

export function referrerRows(referrers: CampaignAnalytics["referrers"]): ReferrerRow[] {
  const total = referrers.reduce((sum, referrer) => sum + referrer.views, 0);
  return referrers.map(({ source, views }) => ({
    source: sourceLabel(source),
    views,
    share: { part: views, whole: total },
  }));
}
