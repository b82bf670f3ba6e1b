import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME } from "@twend/shared";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Container } from "../../components/ui/Container.tsx";
import { hasActivity } from "../../features/analytics/analytics-format.ts";
import { useCampaignAnalytics } from "../../features/analytics/use-campaign-analytics.ts";
import { DailyActivityCard } from "./DailyActivityCard.tsx";
import { FunnelCard } from "./FunnelCard.tsx";
import { NoActivityYet } from "./NoActivityYet.tsx";
import { StatsHeader } from "./StatsHeader.tsx";
import { StatsLoadError, TwendNotFound } from "./StatsLoadError.tsx";
import { TopReferrers } from "./TopReferrers.tsx";
import { TotalsGrid } from "./TotalsGrid.tsx";
import { TwendStatsSkeleton } from "./TwendStatsSkeleton.tsx";

/** Twend ids are positive integers; anything else in the address cannot name one. */
function parseTwendId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

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
  const analytics = useCampaignAnalytics(id);

  if (analytics.isPending) return <TwendStatsSkeleton />;
  if (analytics.isError) {
    return (
      <StatsFrame>
        <StatsLoadError error={analytics.error} retrying={analytics.isFetching} onRetry={() => void analytics.refetch()} />
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
  return (
    <Container className="py-8 sm:py-12">
      <title>{title ? t`${title} · Analytics · ${PRODUCT_NAME}` : t`Analytics · ${PRODUCT_NAME}`}</title>
      <Link to="/dashboard" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-950">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>Back to Dashboard</Trans>
      </Link>
      <div className="mt-6">{children}</div>
    </Container>
  );
}
