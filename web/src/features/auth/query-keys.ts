/** Prefix of every query holding the signed-in user's own data; dropped whenever the user changes. */
export const ACCOUNT_QUERY_KEY = ["account"] as const;
