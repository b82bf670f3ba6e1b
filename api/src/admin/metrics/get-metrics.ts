import type { AdminMetrics } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** This week's visits against the week before, in percent (1 decimal); 100 when there were none before and some now. */
export function weeklyGrowth(thisWeek: number, lastWeek: number): number {
  if (lastWeek === 0) return thisWeek > 0 ? 100 : 0;
  return Math.round(((thisWeek - lastWeek) / lastWeek) * 1000) / 10;
}

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

interface Totals {
  campaigns: number;
  active: number;
  trending: number;
  downloads: number;
  shares: number;
}

/**
 * The dashboard's figures, all from stored data in a handful of aggregate
 * queries: weeks are the last 7 x 24 hours and the 7 x 24 before, the day is
 * the current UTC day. Render times are the finished server renders of the
 * last 24 hours.
 */
export async function getMetrics(ctx: AppContext, now = new Date()): Promise<AdminMetrics> {
  const prisma = ctx.db.prisma;
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY_MS);
  const [[totals], totalUsers, totalVisits, dailyVisits, thisWeek, lastWeek, [renders], queue, batchQueue] = await Promise.all([
    ctx.db.query<Totals>(
      `SELECT count(*)::int AS campaigns, count(*) FILTER (WHERE is_active)::int AS active, count(*) FILTER (WHERE is_trending)::int AS trending,
              coalesce(sum(total_downloads), 0)::int AS downloads, coalesce(sum(total_shares), 0)::int AS shares
         FROM campaigns`,
    ),
    prisma.user.count(),
    prisma.visit.count(),
    prisma.visit.count({ where: { createdAt: { gte: startOfUtcDay(now) } } }),
    prisma.visit.count({ where: { createdAt: { gte: weekAgo } } }),
    prisma.visit.count({ where: { createdAt: { gte: twoWeeksAgo, lt: weekAgo } } }),
    ctx.db.query<{ count: number; p50: number | null; p95: number | null }>(
      `SELECT count(*)::int AS count,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY render_ms) AS p50,
              percentile_cont(0.95) WITHIN GROUP (ORDER BY render_ms) AS p95
         FROM dp_renders WHERE render_ms IS NOT NULL AND updated_at >= $1`,
      [new Date(now.getTime() - DAY_MS)],
    ),
    ctx.jobs.counts("main"),
    ctx.jobs.counts("batch"),
  ]);
  return {
    totalCampaigns: totals?.campaigns ?? 0,
    totalUsers,
    totalDownloads: totals?.downloads ?? 0,
    totalShares: totals?.shares ?? 0,
    activeCampaigns: totals?.active ?? 0,
    trendingCampaigns: totals?.trending ?? 0,
    dailyVisits,
    totalVisits,
    weeklyGrowth: weeklyGrowth(thisWeek, lastWeek),
    queue,
    batchQueue,
    renderTimes: {
      count: renders?.count ?? 0,
      p50Ms: renders?.p50 == null ? null : Math.round(Number(renders.p50)),
      p95Ms: renders?.p95 == null ? null : Math.round(Number(renders.p95)),
    },
  };
}
