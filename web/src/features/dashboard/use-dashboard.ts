import { type CreatorStats, type OwnerCampaign } from "@twend/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { browserFetch } from "../auth/http.ts";
import { ANALYTICS_QUERY_PREFIX } from "../analytics/query-keys.ts";
import { deleteOwnerTwend, fetchCreatorStats, fetchIsAdmin, fetchOwnerTwends } from "./dashboard-api.ts";
import { withOneTwendLess, withoutTwend } from "./delete-twend.ts";
import { ADMIN_STATUS_QUERY_KEY, CREATOR_STATS_QUERY_KEY, OWNER_TWENDS_QUERY_KEY } from "./query-keys.ts";
import { retryUnlessClientError } from "./retry-policy.ts";

// Stale at once: a Twend created or edited on another screen must show when the creator comes back.
export function useOwnerTwends() {
  return useQuery({
    queryKey: OWNER_TWENDS_QUERY_KEY,
    queryFn: ({ signal }) => fetchOwnerTwends(browserFetch, signal),
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}

export function useCreatorStats() {
  return useQuery({
    queryKey: CREATOR_STATS_QUERY_KEY,
    queryFn: ({ signal }) => fetchCreatorStats(browserFetch, signal),
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}

/** Admin rights rarely change within a visit, and a failed check already means "no", so it is asked once. */
export function useIsAdmin(): boolean {
  const status = useQuery({
    queryKey: ADMIN_STATUS_QUERY_KEY,
    queryFn: ({ signal }) => fetchIsAdmin(browserFetch, signal),
    staleTime: Infinity,
    retry: false,
  });
  return status.data === true;
}

export function useDeleteTwend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteOwnerTwend(browserFetch, id),
    onSuccess: async (_, id) => {
      // A list fetched before the delete finished would bring the Twend back.
      await queryClient.cancelQueries({ queryKey: OWNER_TWENDS_QUERY_KEY });
      queryClient.setQueryData<OwnerCampaign[]>(OWNER_TWENDS_QUERY_KEY, (twends) => withoutTwend(twends, id));
      queryClient.setQueryData<CreatorStats>(CREATOR_STATS_QUERY_KEY, withOneTwendLess);
      queryClient.removeQueries({ queryKey: [...ANALYTICS_QUERY_PREFIX, id] });
    },
    // The Twend may already be gone (deleted in another tab): show the list as the server has it now.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: OWNER_TWENDS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: CREATOR_STATS_QUERY_KEY });
    },
  });
}
