import { useQuery } from "@tanstack/react-query";
import type { OwnerCampaign } from "@twend/shared";
import { trpc } from "../../lib/trpc.ts";

/**
 * The Twend behind /edit/{id}, looked up in the user's own list as the spec has it (section 6);
 * null data when the list does not hold it, as for an id that names no Twend at all.
 */
export function useEditableCampaign(id: number | null) {
  return useQuery(
    trpc.studio.list.queryOptions(undefined, {
      select: (campaigns): OwnerCampaign | null => campaigns.find((campaign) => campaign.id === id) ?? null,
      // The form is filled once from this; a background refetch must not look like new data mid-edit.
      staleTime: 0,
      refetchOnReconnect: false,
    }),
  );
}
