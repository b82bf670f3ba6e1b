import { useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import type { ReactNode } from "react";
import { useParams } from "wouter";
import { CampaignLoadError, CampaignNotFound } from "../dashboard/CampaignLoadError.tsx";
import { parseCampaignId, CampaignPageFrame } from "../dashboard/CampaignPageFrame.tsx";
import { hasActivity } from "../../features/analytics/analytics-format.ts";
import { useCampaignAnalytics } from "../../features/analytics/use-campaign-analytics.ts";
import { DailyActivityCard } from "./DailyActivityCard.tsx";
import { FunnelCard } from "./FunnelCard.tsx";
import { NoActivityYet } from "./NoActivityYet.tsx";
import { StatsHeader } from "./StatsHeader.tsx";
import { TopReferrers } from "./TopReferrers.tsx";
import { TotalsGrid } from "./TotalsGrid.tsx";
import { CampaignStatsSkeleton } from "./CampaignStatsSkeleton.tsx";

/** /dashboard/twends/:id/stats (sign-in required): one Twend's last 30 days, funnel, referrers and CSV export. */
export default function CampaignStatsPage() {
  const id = parseCampaignId(useParams().id);
  return id === null ? (
    <StatsFrame>
      <CampaignNotFound />
    </StatsFrame>
  ) : (
    <CampaignStats id={id} />
  );
}

function CampaignStats({ id }: { id: number }) {
  const { t } = useLingui();
  const analytics = useCampaignAnalytics(id);

  if (analytics.isPending) return <CampaignStatsSkeleton />;
  if (analytics.isError) {
    return (
      <StatsFrame>
        <CampaignLoadError
          error={analytics.error}
          message={t`We couldn't load this Twend's analytics.`}
          retrying={analytics.isFetching}
          onRetry={() => void analytics.refetch()}
        />
      </StatsFrame>
    );
  }

  const data = analytics.data;
  return (
    <StatsFrame title={data.campaign.title}>
      <StatsHeader campaign={data.campaign} days={data.days} />
      <div className="mt-8">
        <TotalsGrid totals={data.totals} />
      </div>
      <div className="mt-6">
        {hasActivity(data) ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="lg:col-span-2">
              <DailyActivityCard daily={data.daily} days={data.days} />
            </div>
            <FunnelCard totals={data.totals} />
            <TopReferrers referrers={data.referrers} days={data.days} />
          </div>
        ) : (
          <NoActivityYet shortId={data.campaign.short_id} />
        )}
      </div>
    </StatsFrame>
  );
}

function StatsFrame({ title, children }: { title?: string; children: ReactNode }) {
  const { t } = useLingui();
  return <CampaignPageFrame documentTitle={title ? t`${title} · Analytics · ${PRODUCT_NAME}` : t`Analytics · ${PRODUCT_NAME}`}>{children}</CampaignPageFrame>;
}
