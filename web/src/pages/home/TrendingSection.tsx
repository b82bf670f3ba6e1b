import { useQuery } from "@tanstack/react-query";
import { LIMITS, MESSAGES } from "@twend/shared";
import { Flame, Plus } from "lucide-react";
import { TwendGrid, TwendGridSkeleton } from "../../components/campaigns/TwendGrid.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { SectionHeader } from "../../components/ui/SectionHeader.tsx";
import { trpc } from "../../lib/trpc.ts";
import { TRENDING_INPUT } from "./home-lists.ts";

export function TrendingSection() {
  const trending = useQuery(trpc.campaigns.trending.queryOptions(TRENDING_INPUT));

  return (
    <section aria-labelledby="trending-title" className="py-14 sm:py-20">
      <Container>
        <SectionHeader
          id="trending-title"
          title="Trending Twends"
          text="The frames people are adding their faces to right now."
          link={{ to: "/browse", label: "Browse all" }}
        />
        {trending.isPending ? (
          <TwendGridSkeleton count={LIMITS.trendingOnHome} label="Loading trending Twends…" />
        ) : trending.isError ? (
          <ErrorState message="We couldn't load the trending Twends right now." onRetry={() => void trending.refetch()} retrying={trending.isFetching} />
        ) : trending.data.length === 0 ? (
          <EmptyState
            icon={Flame}
            title={MESSAGES.noTrendingTitle}
            text={MESSAGES.noTrendingText}
            action={
              <LinkButton to="/create">
                <Plus aria-hidden="true" className="size-4" />
                Create a campaign
              </LinkButton>
            }
          />
        ) : (
          <TwendGrid twends={trending.data} ranked label="Trending Twends" />
        )}
      </Container>
    </section>
  );
}
