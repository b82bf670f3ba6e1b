import type { CampaignAnalytics } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { analyticsCsvPath, campaignStatsPath } from "./analytics-paths.ts";
import { chartRows, formatDayLabel, formatFullDay, hasActivity, rateBarPercent, referrerRows, windowTotal } from "./analytics-format.ts";

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
    expect(formatDayLabel("en", "2026-11-01")).toBe("Nov 1");
    expect(formatFullDay("en", "2026-11-23")).toBe("Mon, Nov 23, 2026");
    expect(chartRows("en", analytics.daily).map((row) => row.label)).toEqual(["Nov 22", "Nov 23"]);
    expect(chartRows("en", analytics.daily)[1]).toMatchObject({ views: 6, generations: 3, downloads: 2, shares: 1 });
  });

  it("writes the dates of the language shown", () => {
    expect(formatDayLabel("fr", "2026-11-01")).toBe("1 nov.");
    expect(formatFullDay("fr", "2026-11-23")).toBe("lun. 23 nov. 2026");
    expect(chartRows("fr", analytics.daily).map((row) => row.label)).toEqual(["22 nov.", "23 nov."]);
  });

  it("leaves an unreadable date as it came", () => {
    expect(formatDayLabel("en", "someday")).toBe("someday");
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
  it("gives each source its share of the listed views and tells direct visits", () => {
    expect(referrerRows([{ source: " ", views: 1 }])[0]?.source).toBeNull();
    expect(referrerRows(analytics.referrers)).toEqual([
      { id: "twitter.com", source: "twitter.com", views: 30, share: { part: 30, whole: 40 } },
      { id: "direct", source: null, views: 10, share: { part: 10, whole: 40 } },
    ]);
    expect(referrerRows([{ source: "x", views: 0 }])[0]?.share).toEqual({ part: 0, whole: 0 });
  });
});

describe("analytics paths", () => {
  it("links the CSV export of the same window", () => {
    expect(analyticsCsvPath(7)).toBe("/api/user/campaigns/7/analytics.csv?days=30");
    expect(analyticsCsvPath(7, 7)).toBe("/api/user/campaigns/7/analytics.csv?days=7");
  });

  it("puts the view under the dashboard", () => {
    expect(campaignStatsPath(7)).toBe("/dashboard/twends/7/stats");
  });
});
