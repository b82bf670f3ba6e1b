import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { HOME_MESSAGES, LIMITS } from "@twend/shared";
import Flame from "lucide-react/icons/flame";
import Plus from "lucide-react/icons/plus";
import { CampaignGrid, CampaignGridSkeleton } from "../../components/campaigns/CampaignGrid.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { SectionHeader } from "../../components/ui/SectionHeader.tsx";
import { trpc } from "../../lib/trpc.ts";
import { TRENDING_INPUT } from "./home-lists.ts";

export function TrendingSection() {
  const { i18n, t } = useLingui();
  const trending = useQuery(trpc.campaigns.trending.queryOptions(TRENDING_INPUT));

  return (
    // Below a phone's first screen (the hero fills it), above a wider screen's fold.
    <section aria-labelledby="trending-title" className="py-14 max-sm:below-fold sm:py-20">
      <Container>
        <SectionHeader
          id="trending-title"
          title={t`Trending Twends`}
          text={t`The frames people are adding their faces to right now.`}
          link={{ to: "/browse", label: t`Browse all` }}
        />
        {trending.isPending ? (
          <CampaignGridSkeleton count={LIMITS.trendingOnHome} label={t`Loading trending Twends…`} />
        ) : trending.isError ? (
          <ErrorState message={t`We couldn't load the trending Twends right now.`} onRetry={() => void trending.refetch()} retrying={trending.isFetching} />
        ) : trending.data.length === 0 ? (
          <EmptyState
            icon={Flame}
            title={i18n._(HOME_MESSAGES.noTrendingTitle)}
            text={i18n._(HOME_MESSAGES.noTrendingText)}
            action={
              <LinkButton to="/create">
                <Plus aria-hidden="true" className="size-4" />
                <Trans>Create a campaign</Trans>
              </LinkButton>
            }
          />
        ) : (
          <CampaignGrid campaigns={trending.data} ranked label={t`Trending Twends`} />
        )}
      </Container>
    </section>
  );
}
