import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type AdminCampaignRow, type AdminMetrics, type Pagination, PRODUCT_NAME } from "@twend/shared";
import Download from "lucide-react/icons/download";
import Eye from "lucide-react/icons/eye";
import Share2 from "lucide-react/icons/share-2";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { Container } from "../../../components/ui/Container.tsx";
import { ErrorState } from "../../../components/ui/ErrorState.tsx";
import { saveAdminAnalyticsCsv } from "../../../features/admin/admin-csv.ts";
import { describeAnalyticsFailure, countCategories, EMPTY_METRICS, hasActivity, performanceSummary, pieSlices } from "../../../features/admin/admin-stats.ts";
import { ChartCard, chartState, NO_DATA_TEXT } from "../../../features/admin/ChartCard.tsx";
import { SLICE_COLOURS } from "../../../features/admin/chart-theme.ts";
import { type MetricCard, MetricCards } from "../../../features/admin/MetricCards.tsx";
import { adminMetricsQuery, adminCampaignSampleQuery, dailyStatsQuery } from "../../../features/admin/use-admin-stats.ts";
import { formatStat } from "../../../features/dashboard/format-stat.ts";
import { formatGrowth } from "../../../lib/format.ts";
import { AnalyticsHeader } from "./AnalyticsHeader.tsx";
import { CategoriesChart } from "./CategoriesChart.tsx";
import { CategoryLegend } from "./CategoryLegend.tsx";
import { EngagementChart } from "./EngagementChart.tsx";
import { PerformanceSummaryCard } from "./PerformanceSummaryCard.tsx";
import { TrafficChart } from "./TrafficChart.tsx";

function metricCards(locale: string, m: AdminMetrics): MetricCard[] {
  return [
    { label: "Total Visits", value: m.totalVisits, subtext: `${formatGrowth(locale, m.weeklyGrowth)} this week`, icon: Eye, tint: "bg-sky-100 text-sky-700" },
    { label: "Total Users", value: m.totalUsers, subtext: `${formatStat(locale, m.dailyVisits)} visits today`, icon: Users, tint: "bg-brand-100 text-brand-700" },
    {
      label: "Downloads",
      value: m.totalDownloads,
      subtext: `${formatStat(locale, m.activeCampaigns)} active Twends`,
      icon: Download,
      tint: "bg-emerald-100 text-emerald-700",
    },
    { label: "Social Shares", value: m.totalShares, subtext: `${formatStat(locale, m.trendingCampaigns)} trending`, icon: Share2, tint: "bg-pink-100 text-pink-700" },
  ];
}

/** Where the pie's numbers come from: every Twend, or the most viewed ones when there are more than one request reads. */
function categoriesSource(locale: string, sample: { campaigns: AdminCampaignRow[]; pagination: Pagination } | undefined): string {
  if (!sample) return "Counted from real Twends.";
  const { campaigns, pagination } = sample;
  return campaigns.length >= pagination.total
    ? `Counted from real Twends: all ${formatStat(locale, pagination.total)}.`
    : `Counted from real Twends: the ${formatStat(locale, campaigns.length)} most viewed of ${formatStat(locale, pagination.total)}.`;
}

/** /admin/analytics's content, inside the admin shell: any failed load shows 'Failed to load analytics: {detail}' with a retry. */
export function AdminAnalytics() {
  const { i18n } = useLingui();
  const metrics = useQuery(adminMetricsQuery);
  const daily = useQuery(dailyStatsQuery);
  const sample = useQuery(adminCampaignSampleQuery);
  // A failed query stays in error while its retry runs, so these are also the ones the button is retrying.
  const failed = [metrics, daily, sample].filter((query) => query.isError);

  if (failed[0]) {
    return (
      <AnalyticsFrame onExportCsv={null}>
        <ErrorState
          message={describeAnalyticsFailure(failed[0].error)}
          retrying={failed.some((query) => query.isFetching)}
          onRetry={() => failed.forEach((query) => void query.refetch())}
        />
      </AnalyticsFrame>
    );
  }

  const days = daily.data ?? [];
  const categories = pieSlices(countCategories(sample.data?.campaigns ?? []), SLICE_COLOURS.length);
  const exportCsv = daily.data && sample.data ? () => saveAdminAnalyticsCsv(days, sample.data.campaigns) : null;

  return (
    <AnalyticsFrame onExportCsv={exportCsv}>
      <MetricCards cards={metricCards(i18n.locale, metrics.data ?? EMPTY_METRICS)} loading={metrics.isPending} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          id="traffic-trends-title"
          title="Traffic Trends (Last 7 Days)"
          description="App visits per UTC day."
          state={chartState(daily.isPending, hasActivity(days, ["visits"]))}
          emptyText="No traffic data available"
          chartLabel="Area chart of visits per day over the last 7 days"
        >
          <TrafficChart daily={days} />
        </ChartCard>
        <ChartCard
          id="user-engagement-title"
          title="User Engagement"
          description="Generations and downloads per UTC day."
          state={chartState(daily.isPending, hasActivity(days, ["generations", "downloads"]))}
          emptyText="No engagement data available"
          chartLabel="Bar chart of generations and downloads per day over the last 7 days"
        >
          <EngagementChart daily={days} />
        </ChartCard>
        <ChartCard
          id="campaign-categories-title"
          title="Campaign Categories"
          description={categoriesSource(i18n.locale, sample.data)}
          state={chartState(sample.isPending, categories.length > 0)}
          emptyText={NO_DATA_TEXT}
          chartLabel="Pie chart of Twends per category"
          aside={<CategoryLegend categories={categories} />}
        >
          <CategoriesChart categories={categories} />
        </ChartCard>
        <PerformanceSummaryCard summary={metrics.data && daily.data ? performanceSummary(metrics.data, daily.data) : null} />
      </div>
    </AnalyticsFrame>
  );
}

function AnalyticsFrame({ onExportCsv, children }: { onExportCsv: (() => void) | null; children: ReactNode }) {
  return (
    <Container className="space-y-6 py-6 sm:space-y-8 sm:py-8">
      <title>{`Platform Analytics · ${PRODUCT_NAME} Admin`}</title>
      <AnalyticsHeader onExportCsv={onExportCsv} />
      {children}
    </Container>
  );
}
