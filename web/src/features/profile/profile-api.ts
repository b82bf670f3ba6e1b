import { ACCOUNT_QUERY_KEY } from "../auth/query-keys.ts";
import { ApiError, dataOf, type Fetch, isSuccessful, type JsonReply, requestJson, serverErrorText } from "../auth/http.ts";
import { type Profile, parseProfile } from "./profile.ts";

export const PROFILE_QUERY_KEY = [...ACCOUNT_QUERY_KEY, "profile"] as const;

async function readProfile(request: Promise<JsonReply>, what: "load" | "save"): Promise<Profile> {
  const reply = await request;
  const profile = isSuccessful(reply) ? parseProfile(dataOf(reply.body)) : null;
  if (profile === null) {
    throw new ApiError(`Failed to ${what} profile: API responded with HTTP status ${reply.status}`, reply.status, serverErrorText(reply.body));
  }
  return profile;
}

export function fetchProfile(fetchFn: Fetch, signal?: AbortSignal): Promise<Profile> {
  return readProfile(requestJson(fetchFn, "/api/user/profile", { signal }), "load");
}

export function saveProfile(fetchFn: Fetch, profile: Profile): Promise<Profile> {
  return readProfile(requestJson(fetchFn, "/api/user/profile", { method: "POST", json: profile }), "save");
}
