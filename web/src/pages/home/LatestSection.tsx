import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { LIMITS } from "@twend/shared";
import Plus from "lucide-react/icons/plus";
import Sparkles from "lucide-react/icons/sparkles";
import { CampaignGrid, CampaignGridSkeleton } from "../../components/campaigns/CampaignGrid.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { SectionHeader } from "../../components/ui/SectionHeader.tsx";
import { trpc } from "../../lib/trpc.ts";
import { LATEST_INPUT } from "./home-lists.ts";

export function LatestSection() {
  const { t } = useLingui();
  const recent = useQuery(trpc.campaigns.recent.queryOptions(LATEST_INPUT));

  return (
    <section aria-labelledby="latest-title" className="below-fold bg-slate-50 py-14 sm:py-20">
      <Container>
        <SectionHeader
          id="latest-title"
          title={t`Latest Twends`}
          text={t`Fresh frames from creators around the world.`}
          link={{ to: "/browse", label: t`See everything` }}
        />
        {recent.isPending ? (
          <CampaignGridSkeleton count={LIMITS.latestOnHome} label={t`Loading the latest Twends…`} />
        ) : recent.isError ? (
          <ErrorState message={t`We couldn't load the latest Twends right now.`} onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
        ) : recent.data.length === 0 ? (
          <EmptyState
            icon={Sparkles}
            title={t`No Twends yet`}
            text={t`New Twends appear here the moment creators publish them.`}
            action={
              <LinkButton to="/create">
                <Plus aria-hidden="true" className="size-4" />
                <Trans>Publish the first one</Trans>
              </LinkButton>
            }
          />
        ) : (
          <CampaignGrid campaigns={recent.data.slice(0, LIMITS.latestOnHome)} label={t`Latest Twends`} />
        )}
      </Container>
    </section>
  );
}
