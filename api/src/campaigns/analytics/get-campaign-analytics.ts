import type { User } from "@twend/db";
import type { CampaignAnalytics, DailyCampaignStats } from "@twend/shared";
import { z } from "zod";
import type { AppContext } from "../../context/app-context.ts";
import { findOwnedCampaign } from "../owned-campaign.ts";

export const analyticsInput = z.object({
  days: z.coerce
    .number("days must be a number")
    .int("days must be a whole number")
    .min(1, "days must be between 1 and 365")
    .max(365, "days must be between 1 and 365")
    .default(30),
});

const DAY_MS = 24 * 60 * 60 * 1000;
const TOP_REFERRERS = 10;

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Ratio for the funnel; none when nothing came before it. */
function rate(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/**
 * A Twend's activity for its owner: per UTC day over the last `days` days
 * (today included, empty days as zeros), all-time totals from the same
 * counters the dashboard shows, the funnel and where views came from.
 */
export async function getCampaignAnalytics(ctx: AppContext, user: User, id: number, days: number): Promise<CampaignAnalytics> {
  const campaign = await findOwnedCampaign(ctx, user, id);
  const today = new Date(`${utcDay(new Date())}T00:00:00.000Z`);
  const since = new Date(today.getTime() - (days - 1) * DAY_MS);

  const [perDay, referrers, downloads] = await Promise.all([
    ctx.db.query<{ day: string; type: string; n: number }>(
      `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, type::text AS type, count(*)::int AS n
         FROM actions WHERE campaign_id = $1 AND created_at >= $2 GROUP BY 1, 2`,
      [campaign.id, since],
    ),
    ctx.db.query<{ source: string; views: number }>(
      `SELECT coalesce(source, 'direct') AS source, count(*)::int AS views
         FROM actions WHERE campaign_id = $1 AND type = 'view' AND created_at >= $2
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${TOP_REFERRERS}`,
      [campaign.id, since],
    ),
    ctx.db.prisma.action.count({ where: { campaignId: campaign.id, type: "download" } }),
  ]);

  const byDay = new Map<string, DailyCampaignStats>();
  for (let t = since.getTime(); t <= today.getTime(); t += DAY_MS) {
    const date = utcDay(new Date(t));
    byDay.set(date, { date, views: 0, generations: 0, downloads: 0, shares: 0 });
  }
  const column = { view: "views", generation: "generations", download: "downloads", share: "shares" } as const;
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    const key = column[row.type as keyof typeof column];
    if (entry && key) entry[key] += row.n;
  }

  const totals = { views: campaign.totalViews, generations: campaign.totalDownloads, downloads, shares: campaign.totalShares };
  return {
    campaign: { id: campaign.id, short_id: campaign.shortId, title: campaign.title },
    days,
    daily: [...byDay.values()],
    totals,
    funnel: {
      generationsPerView: rate(totals.generations, totals.views),
      downloadsPerGeneration: rate(totals.downloads, totals.generations),
    },
    referrers,
  };
}

/** The daily table as CSV, for spreadsheets. */
export function analyticsCsv(analytics: CampaignAnalytics): string {
  const lines = ["date,views,generations,downloads,shares"];
  for (const d of analytics.daily) lines.push(`${d.date},${d.views},${d.generations},${d.downloads},${d.shares}`);
  return `${lines.join("\n")}\n`;
}
