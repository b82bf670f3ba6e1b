import type { AdminCampaignRow, AdminMetrics, DailyStat } from "@twend/shared";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type FakeFetch, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { adminAnalyticsCsv, adminAnalyticsCsvName, toCsv } from "./admin-csv.ts";
import { describeAnalyticsFailure, countCategories, EMPTY_METRICS, hasActivity, MORE_CATEGORIES, performanceSummary, pieSlices } from "./admin-stats.ts";
import { fakeTrpcServer } from "./fake-trpc-server.ts";
import { adminMetricsQuery, adminCampaignSampleQuery, dailyStatsQuery, topCampaignsQuery } from "./use-admin-stats.ts";

const metrics: AdminMetrics = {
  totalCampaigns: 12,
  totalUsers: 5,
  totalDownloads: 40,
  totalShares: 10,
  activeCampaigns: 9,
  trendingCampaigns: 2,
  dailyVisits: 7,
  totalVisits: 300,
  weeklyGrowth: -12.5,
  queue: { waiting: 1, active: 0, completed: 30, failed: 2 },
  batchQueue: { waiting: 0, active: 0, completed: 0, failed: 0 },
  renderTimes: { count: 4, p50Ms: 80, p95Ms: null },
};

const day = (date: string, visits: number, generations: number, downloads: number): DailyStat => ({ date, visits, generations, downloads });
const week: DailyStat[] = [day("2026-03-01", 10, 4, 2), day("2026-03-02", 0, 0, 0), day("2026-03-03", 11, 3, 3)];

const campaign = (overrides: Partial<AdminCampaignRow>): AdminCampaignRow => ({
  id: 1,
  short_id: "spring-fest",
  title: "Spring Fest",
  category: "Others",
  creator_id: null,
  total_views: 9,
  is_active: true,
  is_trending: false,
  created_at: "2026-03-01T00:00:00Z",
  background_image_url: "/bg.png",
  open_reports: 0,
  report_reasons: [],
  distinct_reporters: 0,
  ...overrides,
});

/** Runs one of the app's query options against `server` standing in for the API. */
function fetchWith(server: FakeFetch, run: (client: QueryClient) => Promise<unknown>): Promise<unknown> {
  vi.stubGlobal("fetch", server);
  return run(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
}

/** A call's procedure and input as the tRPC client sent them. */
function sent(server: FakeFetch): { procedure: string; input: unknown } {
  const url = new URL(server.calls[0]?.path ?? "", "http://twend.test");
  return { procedure: url.pathname, input: (JSON.parse(url.searchParams.get("input") ?? "{}") as Record<number, unknown>)[0] };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("admin stats queries", () => {
  it("read the metrics and the days from their procedures", async () => {
    const server = fakeTrpcServer((procedure) => ({ data: procedure === "admin.metrics" ? metrics : week }));
    await expect(fetchWith(server, (client) => client.fetchQuery(adminMetricsQuery))).resolves.toEqual(metrics);
    expect(sent(server).procedure).toBe("/trpc/admin.metrics");
    await expect(fetchWith(server, (client) => client.fetchQuery(dailyStatsQuery))).resolves.toEqual(week);
  });

  it("ask for the 100 most viewed Twends, whose page tells how many there are in all", async () => {
    const page = { campaigns: [campaign({})], pagination: { page: 1, limit: 100, total: 140, totalPages: 2 } };
    const server = fakeTrpcServer(() => ({ data: page }));
    await expect(fetchWith(server, (client) => client.fetchQuery(adminCampaignSampleQuery))).resolves.toEqual(page);
    expect(sent(server)).toEqual({ procedure: "/trpc/admin.campaigns", input: { limit: 100, sortBy: "total_views", sortOrder: "desc" } });
  });

  it("read downloads per Twend from the public browse list", async () => {
    const item = {
      id: 1,
      short_id: "a",
      title: "A",
      background_image_url: "/a.png",
      thumbnail_url: null,
      total_views: 5,
      category: "Music",
      total_downloads: 3,
      created_at: "2026-03-01T00:00:00Z",
    };
    const server = fakeTrpcServer(() => ({ data: { data: [item], total: 1, total_capped: false, next_cursor: null } }));
    const downloads = await fetchWith(server, async (client) => topCampaignsQuery.select?.(await client.fetchQuery(topCampaignsQuery)));
    expect(downloads).toEqual([{ short_id: "a", title: "A", downloads: 3 }]);
    expect(sent(server)).toEqual({ procedure: "/trpc/campaigns.all", input: { sort: "popular", limit: 10 } });
  });
});

describe("admin stats", () => {
  it("starts every figure at zero, with no render times", () => {
    const { queue, batchQueue, renderTimes, ...totals } = EMPTY_METRICS;
    expect(Object.values(totals).every((value) => value === 0)).toBe(true);
    expect(Object.values({ ...queue, ...batchQueue }).every((value) => value === 0)).toBe(true);
    expect(renderTimes).toEqual({ count: 0, p50Ms: null, p95Ms: null });
  });

  it("summarises: averages over the charted days, rates over all time", () => {
    expect(performanceSummary(metrics, week)).toEqual({
      averageDailyVisits: 7,
      averageDailyDownloads: 1.7,
      conversion: { part: metrics.totalDownloads, whole: metrics.totalVisits },
      share: { part: metrics.totalShares, whole: metrics.totalDownloads },
    });
    expect(performanceSummary(EMPTY_METRICS, [])).toEqual({
      averageDailyVisits: 0,
      averageDailyDownloads: 0,
      conversion: { part: 0, whole: 0 },
      share: { part: 0, whole: 0 },
    });
  });

  it("sees activity only when a chosen series moved on some day", () => {
    expect(hasActivity(week, ["visits"])).toBe(true);
    expect(hasActivity([day("2026-03-01", 4, 0, 0)], ["generations", "downloads"])).toBe(false);
    expect(hasActivity([], ["visits"])).toBe(false);
  });

  it("counts Twends per category, largest first, blanks as Others", () => {
    const counts = countCategories([
      campaign({ category: "Music" }),
      campaign({ category: "Sports" }),
      campaign({ category: "Music" }),
      campaign({ category: " " }),
      campaign({ category: "Business" }),
    ]);
    expect(counts).toEqual([
      { category: "Music", count: 2 },
      { category: "Business", count: 1 },
      { category: "Others", count: 1 },
      { category: "Sports", count: 1 },
    ]);
  });

  it("folds the smallest categories into one slice beyond the limit", () => {
    const counts = [5, 4, 3, 2, 1].map((count, index) => ({ category: `C${index}`, count }));
    expect(pieSlices(counts, 5)).toEqual(counts);
    expect(pieSlices(counts, 3)).toEqual([counts[0], counts[1], { category: MORE_CATEGORIES, count: 6 }]);
  });

  it("puts the server's reason, else the failed call, after the spec's prefix", async () => {
    const failure = (server: FakeFetch) => fetchWith(server, (client) => client.fetchQuery(adminMetricsQuery)).catch(describeAnalyticsFailure);
    await expect(failure(fakeTrpcServer(() => ({ status: 500, message: "Database unavailable" })))).resolves.toBe("Failed to load analytics: Database unavailable");
    await expect(failure(fakeFetch(() => jsonResponse(502, null)))).resolves.toBe("Failed to load analytics: the server answered HTTP 502");
    await expect(failure(fakeFetch(() => Promise.reject(new TypeError("Failed to fetch"))))).resolves.toBe("Failed to load analytics: Network request failed");
  });
});

describe("admin CSV", () => {
  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    expect(toCsv([["a,b", 'say "hi"', "two\nlines", "=SUM(A1)", "-1", -1, true]])).toBe(`"a,b","say ""hi""","two\nlines",'=SUM(A1),'-1,-1,true`);
  });

  it("exports the days, then the Twends, each with a header", () => {
    const csv = adminAnalyticsCsv(week.slice(0, 1), [campaign({ title: "Spring, Fest" })]);
    expect(csv).toBe(
      [
        "date,visits,generations,downloads",
        "2026-03-01,10,4,2",
        "",
        "short_id,title,category,total_views,is_active,is_trending",
        'spring-fest,"Spring, Fest",Others,9,true,false',
        "",
      ].join("\n"),
    );
  });

  it("names the file after the last charted day", () => {
    expect(adminAnalyticsCsvName(week)).toBe("twend-admin-analytics-2026-03-03.csv");
    expect(adminAnalyticsCsvName([])).toMatch(/^twend-admin-analytics-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});
