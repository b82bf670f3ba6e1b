import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type AdminMetrics, PRODUCT_NAME } from "@twend/shared";
import Download from "lucide-react/icons/download";
import Eye from "lucide-react/icons/eye";
import Images from "lucide-react/icons/images";
import Share2 from "lucide-react/icons/share-2";
import { Container } from "../../../components/ui/Container.tsx";
import { EMPTY_METRICS, hasActivity } from "../../../features/admin/admin-stats.ts";
import { ChartCard, chartState, NO_DATA_TEXT } from "../../../features/admin/ChartCard.tsx";
import { type MetricCard, MetricCards } from "../../../features/admin/MetricCards.tsx";
import { adminMetricsQuery, dailyStatsQuery, topCampaignsQuery, useLoggedFailure } from "../../../features/admin/use-admin-stats.ts";
import { useAuth } from "../../../features/auth/auth-context.ts";
import { userDisplayName } from "../../../features/auth/current-user.ts";
import { formatStat } from "../../../features/dashboard/format-stat.ts";
import { formatGrowth } from "../../../lib/format.ts";
import { AdminPageHeader } from "../table/AdminPageHeader.tsx";
import { AdminShortcuts } from "./AdminShortcuts.tsx";
import { DailyActivityChart } from "./DailyActivityChart.tsx";
import { ServiceHealth } from "./ServiceHealth.tsx";
import { CampaignPerformanceChart } from "./CampaignPerformanceChart.tsx";

function metricCards(locale: string, m: AdminMetrics): MetricCard[] {
  return [
    { label: "Total Twends", value: m.totalCampaigns, subtext: `${formatStat(locale, m.activeCampaigns)} active`, icon: Images, tint: "bg-brand-100 text-brand-700" },
    { label: "App Visitors", value: m.totalVisits, subtext: `${formatStat(locale, m.dailyVisits)} visits today`, icon: Eye, tint: "bg-sky-100 text-sky-700" },
    {
      label: "Total Downloads",
      value: m.totalDownloads,
      subtext: `${formatStat(locale, m.trendingCampaigns)} trending`,
      icon: Download,
      tint: "bg-emerald-100 text-emerald-700",
    },
    { label: "Total Shares", value: m.totalShares, subtext: `${formatGrowth(locale, m.weeklyGrowth)} weekly growth`, icon: Share2, tint: "bg-pink-100 text-pink-700" },
  ];
}

/**
 * /admin/dashboard's content, inside the admin shell. A failed load is only logged and the
 * zeros stay (spec, error catalogue): the admin still gets the shortcuts to every other screen.
 */
export function AdminDashboard() {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const metrics = useQuery(adminMetricsQuery);
  const daily = useQuery(dailyStatsQuery);
  const topCampaigns = useQuery(topCampaignsQuery);
  useLoggedFailure("admin metrics", metrics.error);
  useLoggedFailure("daily stats", daily.error);
  useLoggedFailure("Twend performance", topCampaigns.error);

  const days = daily.data ?? [];
  const campaigns = topCampaigns.data ?? [];

  return (
    <Container className="space-y-6 py-6 sm:space-y-8 sm:py-8">
      <title>{`Dashboard · ${PRODUCT_NAME} Admin`}</title>
      <AdminPageHeader title="Admin Dashboard" description={`Welcome back${user ? `, ${userDisplayName(user)}` : ""}. Here is how the platform is doing.`} />
      <MetricCards cards={metricCards(i18n.locale, metrics.data ?? EMPTY_METRICS)} loading={metrics.isPending} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ChartCard
          id="daily-activity-title"
          title="Daily Activity (Last 7 Days)"
          description="Visits and generations per UTC day."
          state={chartState(daily.isPending, hasActivity(days, ["visits", "generations"]))}
          emptyText={NO_DATA_TEXT}
          chartLabel="Line chart of visits and generations per day over the last 7 days"
        >
          <DailyActivityChart daily={days} />
        </ChartCard>
        <ChartCard
          id="twend-performance-title"
          title="Twend Performance"
          description="Downloads of the most viewed public Twends."
          state={chartState(
            topCampaigns.isPending,
            campaigns.some((campaign) => campaign.downloads > 0),
          )}
          emptyText={NO_DATA_TEXT}
          chartLabel="Bar chart of downloads per Twend"
        >
          <CampaignPerformanceChart campaigns={campaigns} />
        </ChartCard>
      </div>
      <AdminShortcuts />
      {/* Last on the page, so leaving it out after a failed load moves nothing. */}
      {metrics.isError ? null : <ServiceHealth metrics={metrics.data ?? null} />}
    </Container>
  );
}
