import type { CampaignAnalytics } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { fetchCampaignAnalytics } from "./analytics-api.ts";
import { analyticsCsvPath, twendStatsPath } from "./analytics-paths.ts";
import {
  chartRows,
  DIRECT_SOURCE_LABEL,
  formatDayLabel,
  formatFullDay,
  hasActivity,
  rateBarPercent,
  referrerRows,
  windowTotal,
} from "./analytics-format.ts";
import { parseCampaignAnalytics } from "./parse-analytics.ts";

function day(date: string, views = 0, generations = 0, downloads = 0, shares = 0) {
  return { date, views, generations, downloads, shares };
}

const analytics: CampaignAnalytics = {
  campaign: { id: 7, short_id: "vote-2026", title: "Vote 2026" },
  days: 30,
  daily: [day("2026-11-22", 4, 2, 1, 0), day("2026-11-23", 6, 3, 2, 1)],
  totals: { views: 40, generations: 10, downloads: 8, shares: 3 },
  funnel: { generationsPerView: 0.25, downloadsPerGeneration: 0.8 },
  referrers: [
    { source: "twitter.com", views: 30 },
    { source: "direct", views: 10 },
  ],
};

describe("rate bars", () => {
  it("fill as far as the rate, and stay empty where the rate is shown as a dash", () => {
    expect(rateBarPercent({ part: 17, whole: 40 })).toBeCloseTo(42.5);
    expect(rateBarPercent({ part: 40, whole: 40 })).toBe(100);
    expect(rateBarPercent({ part: 3, whole: 0 })).toBe(0);
    expect(rateBarPercent({ part: 60, whole: 40 })).toBe(0);
  });
});

describe("chart data", () => {
  it("labels each UTC day with its own date whatever the viewer's zone", () => {
    expect(formatDayLabel("2026-11-01")).toBe("Nov 1");
    expect(formatFullDay("2026-11-23")).toBe("Mon, Nov 23, 2026");
    expect(chartRows(analytics.daily).map((row) => row.label)).toEqual(["Nov 22", "Nov 23"]);
    expect(chartRows(analytics.daily)[1]).toMatchObject({ views: 6, generations: 3, downloads: 2, shares: 1 });
  });

  it("leaves an unreadable date as it came", () => {
    expect(formatDayLabel("someday")).toBe("someday");
  });

  it("sums a series over the window", () => {
    expect(windowTotal(analytics.daily, "views")).toBe(10);
    expect(windowTotal(analytics.daily, "shares")).toBe(1);
  });
});

describe("empty state", () => {
  it("has activity when any total or any day is above zero", () => {
    expect(hasActivity(analytics)).toBe(true);
    const zero = { views: 0, generations: 0, downloads: 0, shares: 0 };
    expect(hasActivity({ totals: zero, daily: [day("2026-11-23")] })).toBe(false);
    expect(hasActivity({ totals: { ...zero, shares: 1 }, daily: [] })).toBe(true);
  });
});

describe("referrers", () => {
  it("gives each source its share of the listed views and names direct visits", () => {
    expect(referrerRows([{ source: "", views: 1 }])[0]?.source).toBe(DIRECT_SOURCE_LABEL);
    expect(referrerRows(analytics.referrers)).toEqual([
      { source: "twitter.com", views: 30, share: { part: 30, whole: 40 } },
      { source: DIRECT_SOURCE_LABEL, views: 10, share: { part: 10, whole: 40 } },
    ]);
    expect(referrerRows([{ source: "x", views: 0 }])[0]?.share).toEqual({ part: 0, whole: 0 });
  });
});

describe("analytics API", () => {
  it("asks for the last 30 days and checks the answer's shape", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, { success: true, data: analytics }));
    await expect(fetchCampaignAnalytics(fetch, 7)).resolves.toEqual(analytics);
    expect(fetch.calls[0]).toMatchObject({ path: "/api/user/campaigns/7/analytics?days=30", method: "GET" });
  });

  it("rejects a Twend that is not the user's with the server's reason", async () => {
    const fetch = fakeFetch(() => jsonResponse(404, { success: false, error: "Campaign not found" }));
    await expect(fetchCampaignAnalytics(fetch, 9)).rejects.toMatchObject({ status: 404, serverMessage: "Campaign not found" });
  });

  it("refuses a body that is not analytics rather than drawing nonsense", () => {
    expect(parseCampaignAnalytics({ ...analytics, totals: { views: "many" } })).toBeNull();
    expect(parseCampaignAnalytics({ ...analytics, daily: [{ date: "2026-11-23" }] })).toBeNull();
    expect(parseCampaignAnalytics(null)).toBeNull();
  });

  it("reads a direct visit's null source and a null funnel rate", () => {
    const parsed = parseCampaignAnalytics({
      ...analytics,
      funnel: { generationsPerView: null, downloadsPerGeneration: 0.5 },
      referrers: [{ source: null, views: 2 }],
    });
    expect(parsed?.referrers).toEqual([{ source: "", views: 2 }]);
    expect(parsed?.funnel).toEqual({ generationsPerView: null, downloadsPerGeneration: 0.5 });
  });

  it("links the CSV export of the same window", () => {
    expect(analyticsCsvPath(7)).toBe("/api/user/campaigns/7/analytics.csv?days=30");
    expect(analyticsCsvPath(7, 7)).toBe("/api/user/campaigns/7/analytics.csv?days=7");
  });

  it("puts the view under the dashboard", () => {
    expect(twendStatsPath(7)).toBe("/dashboard/twends/7/stats");
  });
});
