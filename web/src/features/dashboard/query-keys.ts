import { ACCOUNT_QUERY_KEY } from "../auth/query-keys.ts";

/** The signed-in creator's Twends (GET /api/user/campaigns); screens that create or change a Twend invalidate it. */
export const OWNER_TWENDS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, "twends"] as const;
export const CREATOR_STATS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, "stats"] as const;
export const ADMIN_STATUS_QUERY_KEY = [...ACCOUNT_QUERY_KEY, "admin-status"] as const;
