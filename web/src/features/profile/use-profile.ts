import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { browserFetch } from "../auth/http.ts";
import type { Profile } from "./profile.ts";
import { fetchProfile, PROFILE_QUERY_KEY, saveProfile } from "./profile-api.ts";

export function useProfileQuery() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => fetchProfile(browserFetch, signal),
    // One retry covers a blip; after that the page falls back to what the user record says.
    retry: 1,
  });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: Profile) => saveProfile(browserFetch, profile),
    onSuccess: (saved) => queryClient.setQueryData(PROFILE_QUERY_KEY, saved),
    // The spec shows no message for a failed save; the form stays open with the user's edits.
    onError: (error) => console.error(error),
  });
}
