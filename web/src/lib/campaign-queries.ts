import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { trpcClient } from "./trpc.ts";

type CampaignProcedures = typeof trpcClient.campaigns;
type InputOf<P extends keyof CampaignProcedures> = Parameters<CampaignProcedures[P]["query"]>[0];

/** The public Twend queries sit under one prefix, named after their tRPC procedures. */
const CAMPAIGNS_QUERY_KEY = ["campaigns"] as const;

/** One Twend's page, as its generator shows it; asking also counts the visit. */
export function campaignByShortIdQuery(input: InputOf<"byShortId">) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, "byShortId", input],
    queryFn: () => trpcClient.campaigns.byShortId.query(input),
  });
}

export function trendingCampaignsQuery(input: InputOf<"trending">) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, "trending", input],
    queryFn: () => trpcClient.campaigns.trending.query(input),
  });
}

export function recentCampaignsQuery(input: InputOf<"recent">) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, "recent", input],
    queryFn: () => trpcClient.campaigns.recent.query(input),
  });
}

/** Browse's pages, each asked with the cursor the previous one handed back. */
export function campaignPagesQuery(input: Omit<InputOf<"all">, "cursor">) {
  return infiniteQueryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, "all", input],
    queryFn: ({ pageParam }) => trpcClient.campaigns.all.query({ ...input, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next_cursor ?? undefined,
  });
}
