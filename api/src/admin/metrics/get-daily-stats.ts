import { LIMITS, type DailyStat } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";

/**
 * Visits, generations and downloads per UTC day for the last `adminChartDays`
 * days, today included, every day present (zero when nothing happened).
 */
export async function getDailyStats(ctx: AppContext, now = new Date()): Promise<DailyStat[]> {
  return ctx.db.query<DailyStat>(
    `WITH days AS (
       SELECT generate_series(($1::timestamptz AT TIME ZONE 'UTC')::date - ($2::int - 1), ($1::timestamptz AT TIME ZONE 'UTC')::date, interval '1 day')::date AS day
     ),
     visits AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM visits
        WHERE created_at >= ((SELECT min(day) FROM days)::timestamp AT TIME ZONE 'UTC') GROUP BY 1
     ),
     actions AS (
       SELECT (created_at AT TIME ZONE 'UTC')::date AS day,
              count(*) FILTER (WHERE type = 'generation')::int AS generations,
              count(*) FILTER (WHERE type = 'download')::int AS downloads
         FROM actions WHERE created_at >= ((SELECT min(day) FROM days)::timestamp AT TIME ZONE 'UTC') AND type IN ('generation', 'download') GROUP BY 1
     )
     SELECT to_char(days.day, 'YYYY-MM-DD') AS date, coalesce(v.n, 0) AS visits,
            coalesce(a.generations, 0) AS generations, coalesce(a.downloads, 0) AS downloads
       FROM days LEFT JOIN visits v ON v.day = days.day LEFT JOIN actions a ON a.day = days.day
      ORDER BY days.day`,
    [now, LIMITS.adminChartDays],
  );
}
