import { Trans, useLingui } from "@lingui/react/macro";
import { BROWSE_MESSAGES, BROWSE_PAGE_SIZE } from "@twend/shared";
import { clsx } from "clsx";
import FilterX from "lucide-react/icons/funnel-x";
import Plus from "lucide-react/icons/plus";
import SearchX from "lucide-react/icons/search-x";
import { CampaignGrid, CampaignGridSkeleton } from "../../components/campaigns/CampaignGrid.tsx";
import { CampaignList, CampaignListSkeleton } from "../../components/campaigns/CampaignList.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { useOnVisible } from "../../lib/use-on-visible.ts";
import { browseCountLine, isFiltered, type BrowseState, type BrowseView } from "./browse-params.ts";
import { useBrowseCampaigns } from "./use-browse-campaigns.ts";
import { ViewToggle } from "./ViewToggle.tsx";

/** Enough placeholders to fill a large screen's first view; the first page itself may be larger. */
const SKELETON_COUNT = 8;

interface BrowseResultsProps {
  state: BrowseState;
  onViewChange: (view: BrowseView) => void;
  onClearFilters: () => void;
}

export function BrowseResults({ state, onViewChange, onClearFilters }: BrowseResultsProps) {
  const { t, i18n } = useLingui();
  const listLabel = t`Twends`;
  const loadingLabel = i18n._(BROWSE_MESSAGES.loading);
  const query = useBrowseCampaigns(state);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } = query;
  const campaigns = data?.pages.flatMap((page) => page.data) ?? [];
  const first = data?.pages[0];

  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void query.fetchNextPage();
  };
  // A failed page waits for the visitor's retry, or the observer would hammer the API while the sentinel is in view.
  const sentinel = useOnVisible<HTMLDivElement>(loadMore, hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !isPlaceholderData);

  const filtered = isFiltered(state);
  let content;
  if (data === undefined) {
    content = query.isError ? (
      <ErrorState message={t`We couldn't load Twends right now.`} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : state.view === "list" ? (
      <CampaignListSkeleton count={SKELETON_COUNT} label={loadingLabel} />
    ) : (
      <CampaignGridSkeleton count={SKELETON_COUNT} label={loadingLabel} detailed />
    );
  } else if (campaigns.length === 0) {
    content = (
      <EmptyState
        icon={filtered ? SearchX : Plus}
        headingLevel="h3"
        title={i18n._(BROWSE_MESSAGES.emptyTitle)}
        text={i18n._(filtered ? BROWSE_MESSAGES.emptyFiltered : BROWSE_MESSAGES.emptyAll)}
        action={
          filtered ? (
            <Button variant="secondary" onClick={onClearFilters}>
              <FilterX aria-hidden="true" className="size-4" />
              <Trans>Clear search and filters</Trans>
            </Button>
          ) : (
            <LinkButton to="/create">
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Create Twend</Trans>
            </LinkButton>
          )
        }
      />
    );
  } else {
    content = (
      <>
        {state.view === "list" ? <CampaignList campaigns={campaigns} label={listLabel} /> : <CampaignGrid campaigns={campaigns} label={listLabel} detailed />}
        <div className="mt-10 flex flex-col items-center gap-3">
          {isFetchNextPageError ? (
            <div className="w-full">
              <ErrorState message={t`We couldn't load more Twends.`} onRetry={loadMore} retrying={isFetchingNextPage} />
            </div>
          ) : hasNextPage ? (
            // Scrolling near it loads the next page; the button is there for keyboards and for anyone who got here first.
            <div ref={sentinel}>
              <Button variant="secondary" onClick={loadMore} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? <Spinner /> : null}
                {isFetchingNextPage ? <Trans>Loading more…</Trans> : <Trans>Load more</Trans>}
              </Button>
            </div>
          ) : campaigns.length > BROWSE_PAGE_SIZE ? (
            <p className="text-sm text-slate-500">
              <Trans>You've reached the end of the list.</Trans>
            </p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="browse-results-title" className="mt-6 sm:mt-8">
      <h2 id="browse-results-title" className="sr-only">
        <Trans>Results</Trans>
      </h2>
      <div className="mb-4 flex min-h-11 items-center justify-between gap-4 sm:mb-5">
        {first === undefined || first.total === null ? (
          <Skeleton className={clsx("h-5 w-40", query.isError && "invisible")} />
        ) : (
          <p role="status" className="text-sm font-semibold text-slate-700 sm:text-base">
            {browseCountLine(i18n, { total: first.total, total_capped: first.total_capped }, state.category)}
          </p>
        )}
        <ViewToggle view={state.view} onChange={onViewChange} />
      </div>
      <div aria-busy={isPlaceholderData} className={clsx("transition-opacity duration-200", isPlaceholderData && "opacity-60")}>
        {content}
      </div>
    </section>
  );
}
