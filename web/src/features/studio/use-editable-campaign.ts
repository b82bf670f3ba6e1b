import { useQuery } from "@tanstack/react-query";
import { browserFetch } from "../auth/http.ts";
import { editableCampaignKey } from "./query-keys.ts";
import { fetchEditableCampaign } from "./studio-api.ts";

/** The Twend behind /edit/{id}, from the user's own list; null data when the list does not hold it. */
export function useEditableCampaign(id: number | null) {
  return useQuery({
    queryKey: editableCampaignKey(id ?? -1),
    queryFn: ({ signal }) => (id === null ? Promise.resolve(null) : fetchEditableCampaign(browserFetch, id, signal)),
    // The form is filled once from this; a background refetch must not look like new data mid-edit.
    staleTime: 0,
    refetchOnReconnect: false,
  });
}
