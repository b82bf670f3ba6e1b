import { ACCOUNT_QUERY_KEY } from "../auth/query-keys.ts";

// Under the account prefix, so signing out or switching accounts drops every admin answer.
export const ADMIN_QUERY_KEY = [...ACCOUNT_QUERY_KEY, "admin"] as const;
export const ADMIN_CHECK_QUERY_KEY = [...ADMIN_QUERY_KEY, "check"] as const;
export const ADMIN_CAMPAIGNS_QUERY_KEY = [...ADMIN_QUERY_KEY, "campaigns"] as const;
export const ADMIN_USERS_QUERY_KEY = [...ADMIN_QUERY_KEY, "users"] as const;
