/** The window the analytics view shows: the last 30 UTC days, today included. */
export const ANALYTICS_DAYS = 30;

/** The CSV export (date,views,generations,downloads,shares); a plain link, so the session cookie rides along. */
export function analyticsCsvPath(id: number, days: number = ANALYTICS_DAYS): string {
  return `/api/user/campaigns/${id}/analytics.csv?days=${days}`;
}

/** The analytics view of one Twend, linked from its dashboard card. */
export function campaignStatsPath(id: number): string {
  return `/dashboard/twends/${id}/stats`;
}
