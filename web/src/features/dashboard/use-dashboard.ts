import { useMutation, useQuery } from "@tanstack/react-query";
import { trpc, trpcClient } from "../../lib/trpc.ts";
import { askAdminStatus } from "./admin-status.ts";
import { withOneCampaignLess, withoutCampaign } from "./delete-campaign.ts";

// Stale at once: a Twend created or edited on another screen must show when the creator comes back.
export function useOwnerCampaigns() {
  return useQuery(trpc.studio.list.queryOptions(undefined, { staleTime: 0 }));
}

export function useCreatorStats() {
  return useQuery(trpc.studio.stats.queryOptions(undefined, { staleTime: 0 }));
}

/**
 * Admin rights rarely change within a visit, so the check is asked once. Anything but a clear yes, a
 * failure or the spec's timeout included, hides the link: it only leads to a screen the server guards.
 */
export function useIsAdmin(): boolean {
  const status = useQuery({
    ...trpc.admin.checkStatus.queryOptions(undefined, { staleTime: Infinity, retry: false }),
    queryFn: ({ signal }) => askAdminStatus(trpcClient.admin.checkStatus, signal),
  });
  return status.data?.isAdmin === true;
}

export function useDeleteCampaign() {
  return useMutation({
    mutationFn: (id: number) => trpcClient.studio.remove.mutate({ id }),
    onSuccess: async (_, id) => {
      // A list fetched before the delete finished would bring the Twend back.
      await trpc.studio.list.cancel();
      trpc.studio.list.setData(undefined, (campaigns) => withoutCampaign(campaigns, id));
      trpc.studio.stats.setData(undefined, withOneCampaignLess);
      await trpc.studio.analytics.reset({ id });
    },
    // The Twend may already be gone (deleted in another tab): show the list as the server has it now.
    onError: () => {
      void trpc.studio.list.invalidate();
      void trpc.studio.stats.invalidate();
    },
  });
}
