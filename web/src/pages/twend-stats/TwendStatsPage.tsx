import { useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import type { ReactNode } from "react";
import { useParams } from "wouter";
import { TwendLoadError, TwendNotFound } from "../dashboard/TwendLoadError.tsx";
import { parseTwendId, TwendPageFrame } from "../dashboard/TwendPageFrame.tsx";
import { hasActivity } from "../../features/analytics/analytics-format.ts";
import { useCampaignAnalytics } from "../../features/analytics/use-campaign-analytics.ts";
import { DailyActivityCard } from "./DailyActivityCard.tsx";
import { FunnelCard } from "./FunnelCard.tsx";
import { NoActivityYet } from "./NoActivityYet.tsx";
import { StatsHeader } from "./StatsHeader.tsx";
import { TopReferrers } from "./TopReferrers.tsx";
import { TotalsGrid } from "./TotalsGrid.tsx";
import { TwendStatsSkeleton } from "./TwendStatsSkeleton.tsx";

/** /dashboard/twends/:id/stats (sign-in required): one Twend's last 30 days, funnel, referrers and CSV export. */
export default function TwendStatsPage() {
  const id = parseTwendId(useParams().id);
  return id === null ? (
    <StatsFrame>
      <TwendNotFound />
    </StatsFrame>
  ) : (
    <TwendStats id={id} />
  );
}

function TwendStats({ id }: { id: number }) {
  const { t } = useLingui();
  const analytics = useCampaignAnalytics(id);

  if (analytics.isPending) return <TwendStatsSkeleton />;
  if (analytics.isError) {
    return (
      <StatsFrame>
        <TwendLoadError
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
  return <TwendPageFrame documentTitle={title ? t`${title} · Analytics · ${PRODUCT_NAME}` : t`Analytics · ${PRODUCT_NAME}`}>{children}</TwendPageFrame>;
}
