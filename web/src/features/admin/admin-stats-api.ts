import { ADMIN_PAGE_MAX, type AdminCampaignRow, type AdminMetrics, browsePageSchema, type DailyStat } from "@twend/shared";
import { ApiError, dataOf, type Fetch, isSuccessful, type JsonReply, requestJson, serverErrorText } from "../auth/http.ts";
import { type AdminPage, fetchAdminCampaigns } from "./admin-api.ts";
import { parseAdminMetrics, parseDailyStats } from "./admin-stats-parse.ts";

/** Bars of the dashboard's Twend Performance chart. */
export const TOP_TWENDS_LIMIT = 10;

const METRICS_PATH = "/api/admin/metrics";
const DAILY_STATS_PATH = "/api/admin/daily-stats";
// The public browse list is the only one with downloads per Twend; 'popular' orders it by views.
const TOP_TWENDS_PATH = `/api/campaigns/all?sort=popular&limit=${TOP_TWENDS_LIMIT}`;

/** The error's message is the detail the pages put after 'Failed to load analytics: '. */
function failure(path: string, reply: JsonReply): ApiError {
  const detail = reply.ok ? `the answer of ${path} could not be read` : `${path} answered HTTP ${reply.status}`;
  return new ApiError(detail, reply.status, serverErrorText(reply.body));
}

async function getData<T>(fetchFn: Fetch, path: string, parse: (data: unknown) => T | null, signal?: AbortSignal): Promise<T> {
  const reply = await requestJson(fetchFn, path, { signal });
  const parsed = isSuccessful(reply) ? parse(dataOf(reply.body)) : null;
  if (parsed === null) throw failure(path, reply);
  return parsed;
}

export function fetchAdminMetrics(fetchFn: Fetch, signal?: AbortSignal): Promise<AdminMetrics> {
  return getData(fetchFn, METRICS_PATH, parseAdminMetrics, signal);
}

/** The last 7 UTC days, oldest first, every day present. */
export function fetchDailyStats(fetchFn: Fetch, signal?: AbortSignal): Promise<DailyStat[]> {
  return getData(fetchFn, DAILY_STATS_PATH, parseDailyStats, signal);
}

/**
 * The most viewed Twends, as many as one admin page holds: categories and the CSV cover every
 * Twend up to that many, the most viewed otherwise (`pagination.total` tells which).
 */
export function fetchAdminTwendSample(fetchFn: Fetch, signal?: AbortSignal): Promise<AdminPage<AdminCampaignRow>> {
  const query = new URLSearchParams({ limit: String(ADMIN_PAGE_MAX), sortBy: "total_views", sortOrder: "desc" });
  return fetchAdminCampaigns(fetchFn, query, signal);
}

export interface TwendDownloads {
  short_id: string;
  title: string;
  downloads: number;
}

/** The most viewed public Twends with their downloads; the browse answer carries its list beside `success`, not in it. */
export async function fetchTopTwends(fetchFn: Fetch, signal?: AbortSignal): Promise<TwendDownloads[]> {
  const reply = await requestJson(fetchFn, TOP_TWENDS_PATH, { signal });
  const parsed = isSuccessful(reply) ? browsePageSchema.safeParse(reply.body) : null;
  if (!parsed?.success) throw failure(TOP_TWENDS_PATH, reply);
  return parsed.data.data.map(({ short_id, title, total_downloads }) => ({ short_id, title, downloads: total_downloads }));
}
