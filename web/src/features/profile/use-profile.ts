import { useMutation, useQuery } from "@tanstack/react-query";
import type { ProfileInput } from "@twend/shared";
import { trpc, trpcClient } from "../../lib/trpc.ts";

export function useProfileQuery() {
  // One retry covers a blip; after that the page falls back to what the user record says.
  return useQuery(trpc.account.profile.queryOptions(undefined, { retry: 1 }));
}

export function useSaveProfile() {
  return useMutation({
    mutationFn: (profile: ProfileInput) => trpcClient.account.updateProfile.mutate(profile),
    onSuccess: (saved) => trpc.account.profile.setData(undefined, saved),
    // The spec shows no message for a failed save; the form stays open with the user's edits.
    onError: (error) => console.error(error),
  });
}
