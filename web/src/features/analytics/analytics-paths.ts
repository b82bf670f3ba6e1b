/** The window the analytics view shows: the last 30 UTC days, today included. */
export const ANALYTICS_DAYS = 30;

export function analyticsApiPath(id: number, file: "analytics" | "analytics.csv", days: number): string {
  return `/api/user/campaigns/${id}/${file}?days=${days}`;
}

/** The CSV export (date,views,generations,downloads,shares); a plain link, so the session cookie rides along. */
export function analyticsCsvPath(id: number, days: number = ANALYTICS_DAYS): string {
  return analyticsApiPath(id, "analytics.csv", days);
}

/** The analytics view of one Twend, linked from its dashboard card. */
export function twendStatsPath(id: number): string {
  return `/dashboard/twends/${id}/stats`;
}
