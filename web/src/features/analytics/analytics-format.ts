import type { CampaignAnalytics, DailyCampaignStats } from "@twend/shared";
import { rateOf, type Ratio } from "../../lib/format.ts";

/** Width of a rate's bar, 0 to 100 %; empty when the rate is shown as "—". */
export function rateBarPercent(ratio: Ratio): number {
  return (rateOf(ratio) ?? 0) * 100;
}

// The days are UTC dates; formatting them in the viewer's zone would label each bar with the day before, west of Greenwich.
const DAY_LABEL: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", timeZone: "UTC" };
const FULL_DAY: Intl.DateTimeFormatOptions = { weekday: "short", month: "short", day: "numeric", year: "numeric", timeZone: "UTC" };

/** Formatters are costly to make: one per locale and shape, as a chart formats every tick and row with the same one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string, shape: "label" | "full"): Intl.DateTimeFormat {
  const key = `${shape}|${locale}`;
  let format = dayFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(locale, shape === "label" ? DAY_LABEL : FULL_DAY);
    dayFormats.set(key, format);
  }
  return format;
}

function utcDate(isoDay: string): Date | null {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-11-23" -> "Nov 23" (in English), for the chart's axis. */
export function formatDayLabel(locale: string, isoDay: string): string {
  const date = utcDate(isoDay);
  return date ? dayFormat(locale, "label").format(date) : isoDay;
}

/** "2026-11-23" -> "Mon, Nov 23, 2026" (in English), for the tooltip and the data table. */
export function formatFullDay(locale: string, isoDay: string): string {
  const date = utcDate(isoDay);
  return date ? dayFormat(locale, "full").format(date) : isoDay;
}

export interface ChartRow extends DailyCampaignStats {
  label: string;
}

export function chartRows(locale: string, daily: readonly DailyCampaignStats[]): ChartRow[] {
  return daily.map((day) => ({ ...day, label: formatDayLabel(locale, day.date) }));
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
  /** The source as the server names it, one per row. */
  id: string;
  /** null for views that came with no referrer or utm_source, which the view names in the visitor's language. */
  source: string | null;
  views: number;
  /** Its views of the listed referrers' views. */
  share: Ratio;
}

/** The server names views without a referrer or utm_source "direct". */
function knownSource(source: string): string | null {
  const trimmed = source.trim();
  return trimmed === "" || trimmed === "direct" ? null : trimmed;
}

export function referrerRows(referrers: CampaignAnalytics["referrers"]): ReferrerRow[] {
  const total = referrers.reduce((sum, referrer) => sum + referrer.views, 0);
  return referrers.map(({ source, views }) => ({
    id: source,
    source: knownSource(source),
    views,
    share: { part: views, whole: total },
  }));
}
