import { BROWSE_MESSAGES, BROWSE_PAGE_SIZE } from "@twend/shared";
import { clsx } from "clsx";
import { FilterX, Plus, SearchX } from "lucide-react";
import { TwendGrid, TwendGridSkeleton } from "../../components/campaigns/TwendGrid.tsx";
import { TwendList, TwendListSkeleton } from "../../components/campaigns/TwendList.tsx";
import { Button } from "../../components/ui/Button.tsx";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { useOnVisible } from "../../lib/use-on-visible.ts";
import { browseCountLine, isFiltered, type BrowseState, type BrowseView } from "./browse-params.ts";
import { useBrowseTwends } from "./use-browse-twends.ts";
import { ViewToggle } from "./ViewToggle.tsx";

/** Enough placeholders to fill a large screen's first view; the first page itself may be larger. */
const SKELETON_COUNT = 8;
const LIST_LABEL = "Twends";

interface BrowseResultsProps {
  state: BrowseState;
  onViewChange: (view: BrowseView) => void;
  onClearFilters: () => void;
}

export function BrowseResults({ state, onViewChange, onClearFilters }: BrowseResultsProps) {
  const query = useBrowseTwends(state);
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, isPlaceholderData } = query;
  const twends = data?.pages.flatMap((page) => page.data) ?? [];
  const total = data?.pages[0]?.total ?? null;

  const loadMore = () => {
    if (hasNextPage && !isFetchingNextPage) void query.fetchNextPage();
  };
  // A failed page waits for the visitor's retry, or the observer would hammer the API while the sentinel is in view.
  const sentinel = useOnVisible<HTMLDivElement>(loadMore, hasNextPage && !isFetchingNextPage && !isFetchNextPageError && !isPlaceholderData);

  const filtered = isFiltered(state);
  let content;
  if (data === undefined) {
    content = query.isError ? (
      <ErrorState message="We couldn't load Twends right now." onRetry={() => void query.refetch()} retrying={query.isFetching} />
    ) : state.view === "list" ? (
      <TwendListSkeleton count={SKELETON_COUNT} label={BROWSE_MESSAGES.loading} />
    ) : (
      <TwendGridSkeleton count={SKELETON_COUNT} label={BROWSE_MESSAGES.loading} detailed />
    );
  } else if (twends.length === 0) {
    content = (
      <EmptyState
        icon={filtered ? SearchX : Plus}
        headingLevel="h3"
        title={BROWSE_MESSAGES.emptyTitle}
        text={filtered ? BROWSE_MESSAGES.emptyFiltered : BROWSE_MESSAGES.emptyAll}
        action={
          filtered ? (
            <Button variant="secondary" onClick={onClearFilters}>
              <FilterX aria-hidden="true" className="size-4" />
              Clear search and filters
            </Button>
          ) : (
            <LinkButton to="/create">
              <Plus aria-hidden="true" className="size-4" />
              Create Twend
            </LinkButton>
          )
        }
      />
    );
  } else {
    content = (
      <>
        {state.view === "list" ? <TwendList twends={twends} label={LIST_LABEL} /> : <TwendGrid twends={twends} label={LIST_LABEL} detailed />}
        <div className="mt-10 flex flex-col items-center gap-3">
          {isFetchNextPageError ? (
            <div className="w-full">
              <ErrorState message="We couldn't load more Twends." onRetry={loadMore} retrying={isFetchingNextPage} />
            </div>
          ) : hasNextPage ? (
            // Scrolling near it loads the next page; the button is there for keyboards and for anyone who got here first.
            <div ref={sentinel}>
              <Button variant="secondary" onClick={loadMore} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? <Spinner /> : null}
                {isFetchingNextPage ? "Loading more…" : "Load more"}
              </Button>
            </div>
          ) : twends.length > BROWSE_PAGE_SIZE ? (
            <p className="text-sm text-slate-500">You've reached the end of the list.</p>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby="browse-results-title" className="mt-6 sm:mt-8">
      <h2 id="browse-results-title" className="sr-only">
        Results
      </h2>
      <div className="mb-4 flex min-h-11 items-center justify-between gap-4 sm:mb-5">
        {total === null ? (
          <Skeleton className={clsx("h-5 w-40", query.isError && "invisible")} />
        ) : (
          <p role="status" className="text-sm font-semibold text-slate-700 sm:text-base">
            {browseCountLine(total, state.category)}
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
