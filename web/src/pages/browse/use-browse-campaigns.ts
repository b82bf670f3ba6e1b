import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc.ts";
import { toBrowseQuery, type BrowseState } from "./browse-params.ts";

/**
 * One page of BROWSE_PAGE_SIZE cards at a time, by the API's cursor. While a new search or
 * filter loads, the previous cards stay (dimmed by the page) rather than flashing to skeletons.
 */
export function useBrowseCampaigns(state: BrowseState) {
  return useInfiniteQuery(
    trpc.campaigns.all.infiniteQueryOptions(toBrowseQuery(state), {
      getNextPageParam: (page) => page.next_cursor,
      placeholderData: keepPreviousData,
    }),
  );
}
