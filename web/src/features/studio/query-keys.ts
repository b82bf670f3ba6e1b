import { ACCOUNT_QUERY_KEY } from "../auth/query-keys.ts";

/** Under the account prefix, so signing out drops it and a save can refresh every list of the user's Twends at once. */
export function editableCampaignKey(id: number) {
  return [...ACCOUNT_QUERY_KEY, "studio", "campaign", id] as const;
}
