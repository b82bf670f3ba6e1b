import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { AdminMetrics, DailyStat } from "@twend/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AdminAnalytics } from "../../pages/admin/analytics/AdminAnalytics.tsx";
import { AdminDashboard } from "../../pages/admin/dashboard/AdminDashboard.tsx";
import { sampleUser } from "../../testing/sample-user.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { AuthContext, type AuthState } from "../auth/auth-context.ts";
import { fakeTrpcServer } from "./fake-trpc-server.ts";
import { adminMetricsQuery, adminCampaignSampleQuery, dailyStatsQuery, topCampaignsQuery } from "./use-admin-stats.ts";

// Server rendering needs no DOM: each page is checked as the markup it first paints for a given cache.

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
  batchQueue: { waiting: 120, active: 1, completed: 79, failed: 0 },
  renderTimes: { count: 4, p50Ms: 80, p95Ms: 210 },
};
const week: DailyStat[] = [
  { date: "2026-03-01", visits: 10, generations: 4, downloads: 2 },
  { date: "2026-03-02", visits: 11, generations: 3, downloads: 3 },
];
const idleWeek = week.map((day) => ({ ...day, visits: 0, generations: 0, downloads: 0 }));
const adminRow = {
  id: 1,
  short_id: "a",
  title: "A",
  category: "Music",
  creator_id: null,
  total_views: 9,
  is_active: true,
  is_trending: false,
  created_at: "",
  background_image_url: "",
  open_reports: 0,
  report_reasons: [],
  distinct_reporters: 0,
};
const browseItem = {
  id: 1,
  short_id: "a",
  title: "A",
  background_image_url: "",
  thumbnail_url: null,
  total_views: 9,
  category: "Music",
  total_downloads: 3,
  created_at: "",
};

/** Each procedure's output; a procedure left out is refused as the API refuses a non-admin. */
type Answers = Record<string, unknown>;

const loaded: Answers = {
  "admin.metrics": metrics,
  "admin.dailyStats": week,
  "admin.campaigns": { campaigns: [adminRow], pagination: { page: 1, limit: 100, total: 140, totalPages: 2 } },
  "campaigns.all": { data: [browseItem], total: 1, total_capped: false, next_cursor: null },
};

const auth: AuthState = {
  user: { ...sampleUser, updated_at: sampleUser.created_at },
  isPending: false,
  isFetching: false,
  fetchUser: async () => null,
  login: async () => {},
  register: async () => {},
  logout: async () => {},
  exchangeCodeForSession: async () => {},
  redirectToGoogle: async () => {},
};

/** Answers each procedure from `answers` (a 403 refusal when missing), fills the cache, then renders the page to text. */
async function render(page: "dashboard" | "analytics", answers: Answers | null): Promise<string> {
  vi.stubGlobal(
    "fetch",
    fakeTrpcServer((procedure) => (answers?.[procedure] === undefined ? { status: 403, message: "Admin privileges required." } : { data: answers[procedure] })),
  );
  // A failed query would otherwise be retried on mount and render as loading, which is not what a browser shows after the failure.
  const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
  if (answers) {
    await Promise.all([
      client.prefetchQuery(adminMetricsQuery),
      client.prefetchQuery(dailyStatsQuery),
      page === "dashboard" ? client.prefetchQuery(topCampaignsQuery) : client.prefetchQuery(adminCampaignSampleQuery),
    ]);
  }
  const i18n = await testI18n();
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Router ssrPath="/">
          <AuthContext.Provider value={auth}>{page === "dashboard" ? <AdminDashboard /> : <AdminAnalytics />}</AuthContext.Provider>
        </Router>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

beforeEach(() => {
  vi.stubGlobal("window", { matchMedia: () => ({ matches: true }) });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("AdminDashboard", () => {
  it("shows the four cards with the spec's subtexts, both charts, the shortcuts and service health", async () => {
    const markup = await render("dashboard", loaded);
    const shown = text(markup);
    for (const expected of [
      "Welcome back, Ada",
      "Total Twends 12 9 active",
      "App Visitors 300 7 visits today",
      "Total Downloads 40 2 trending",
      "Total Shares 10 -12.5% weekly growth",
      "Daily Activity (Last 7 Days)",
      "Twend Performance",
      "Render queue Waiting 1 Active 0 Completed 30 Failed 2",
      "Batch queue Waiting 120 Active 1 Completed 79 Failed 0",
      "Median (p50) 80 ms p95 210 ms Renders 4",
    ]) {
      expect(shown).toContain(expected);
    }
    expect(shown).not.toContain("No data available");
    for (const path of ["/admin/campaigns", "/admin/blog", "/admin/users", "/admin/analytics"]) expect(markup).toContain(`href="${path}"`);
  });

  it("keeps the zeros, says No data available and leaves out service health when the loads fail", async () => {
    const shown = text(await render("dashboard", {}));
    expect(shown).toContain("Total Twends 0 0 active");
    expect(shown).toContain("Total Shares 0 0.0% weekly growth");
    expect(shown.match(/No data available/g)).toHaveLength(2);
    expect(shown).not.toContain("Service health");
  });

  it("says so when no server render finished in the last day", async () => {
    const quiet = { ...loaded, "admin.metrics": { ...metrics, renderTimes: { count: 0, p50Ms: null, p95Ms: null } } };
    expect(text(await render("dashboard", quiet))).toContain("No server renders in the last 24 hours.");
  });

  it("holds every box's place while loading", async () => {
    const markup = await render("dashboard", null);
    expect(markup).toContain('aria-busy="true"');
    expect(text(markup)).not.toContain("No data available");
    expect(text(markup)).toContain("Service health");
  });
});

describe("AdminAnalytics", () => {
  it("shows the cards, charts, real categories, the summary and the exports", async () => {
    const markup = await render("analytics", loaded);
    const shown = text(markup);
    for (const expected of [
      "Back to Dashboard",
      "Platform Analytics",
      "Total Visits 300 -12.5% this week",
      "Total Users 5 7 visits today",
      "Downloads 40 9 active Twends",
      "Social Shares 10 2 trending",
      "Traffic Trends (Last 7 Days)",
      "User Engagement",
      "Campaign Categories Counted from real Twends: the 1 most viewed of 140.",
      "Music 1 100.0%",
      "Average Daily Visits 10.5",
      "Average Daily Downloads 2.5",
      "Conversion Rate 13.3%",
      "Share Rate 25.0%",
      "Export PDF Coming Soon",
    ]) {
      expect(shown).toContain(expected);
    }
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*>.*?Export PDF/);
    expect(markup).not.toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Export CSV/);
  });

  it("shows a dash for a rate with no base or a base smaller than its count, never a figure over 100%", async () => {
    const lopsided = { ...metrics, totalDownloads: 31_123, totalVisits: 13, totalShares: 5 };
    const shown = text(await render("analytics", { ...loaded, "admin.metrics": lopsided }));
    expect(shown).toContain("Conversion Rate —");
    expect(shown).toContain("Share Rate 0.0%");
    const empty = text(await render("analytics", { ...loaded, "admin.metrics": { ...metrics, totalDownloads: 0, totalVisits: 0, totalShares: 0 } }));
    expect(empty).toContain("Conversion Rate —");
    expect(empty).toContain("Share Rate —");
  });

  it("gives each chart its own empty text when nothing happened", async () => {
    const shown = text(await render("analytics", { ...loaded, "admin.dailyStats": idleWeek }));
    expect(shown).toContain("No traffic data available");
    expect(shown).toContain("No engagement data available");
  });

  it("shows 'Failed to load analytics: {detail}' with a retry when a load fails", async () => {
    const shown = text(await render("analytics", { ...loaded, "admin.campaigns": undefined }));
    expect(shown).toContain("Failed to load analytics: Admin privileges required.");
    expect(shown).toContain("Try again");
  });
});
