import type { AdminMetrics, DailyStat } from "@twend/shared";
import { isRecord } from "../auth/http.ts";

function isCount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0;
}

/**
 * Every key of `keys` as a count, or null if one is missing or not a count: a changed server
 * answer then shows an error (or the zero defaults) rather than NaN on a card.
 */
function countsOf<K extends string>(value: unknown, keys: readonly K[]): Record<K, number> | null {
  if (!isRecord(value)) return null;
  const counts: Partial<Record<K, number>> = {};
  for (const key of keys) {
    const count = value[key];
    if (!isCount(count)) return null;
    counts[key] = count;
  }
  // Every key was checked above; TypeScript cannot follow the loop.
  return counts as Record<K, number>;
}

function nullableCount(value: unknown): number | null | undefined {
  if (value === null) return null;
  return isCount(value) ? value : undefined;
}

const METRIC_KEYS = ["totalCampaigns", "totalUsers", "totalDownloads", "totalShares", "activeCampaigns", "trendingCampaigns", "dailyVisits", "totalVisits"] as const;
const QUEUE_KEYS = ["waiting", "active", "completed", "failed"] as const;
const DAY_KEYS = ["visits", "generations", "downloads"] as const;

export function parseAdminMetrics(data: unknown): AdminMetrics | null {
  const counts = countsOf(data, METRIC_KEYS);
  if (counts === null || !isRecord(data) || !isRecord(data.renderTimes)) return null;
  const queue = countsOf(data.queue, QUEUE_KEYS);
  const renderCount = data.renderTimes.count;
  const p50Ms = nullableCount(data.renderTimes.p50Ms);
  const p95Ms = nullableCount(data.renderTimes.p95Ms);
  // Growth is a signed percentage: a quieter week is negative.
  if (typeof data.weeklyGrowth !== "number" || !Number.isFinite(data.weeklyGrowth) || queue === null) return null;
  if (!isCount(renderCount) || p50Ms === undefined || p95Ms === undefined) return null;
  return { ...counts, weeklyGrowth: data.weeklyGrowth, queue, renderTimes: { count: renderCount, p50Ms, p95Ms } };
}

export function parseDailyStats(data: unknown): DailyStat[] | null {
  if (!Array.isArray(data)) return null;
  const days: DailyStat[] = [];
  for (const entry of data) {
    const counts = countsOf(entry, DAY_KEYS);
    if (counts === null || !isRecord(entry) || typeof entry.date !== "string") return null;
    days.push({ date: entry.date, ...counts });
  }
  return days;
}
