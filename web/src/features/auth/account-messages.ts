/**
 * The auth layer's texts for the calls every page makes (checking and ending the session). A module
 * apart from AUTH_MESSAGES, whose other texts only account screens need: a bundle keeps every
 * export of a module that any of its chunks uses.
 */
export const ACCOUNT_MESSAGES = {
  fetchUserFailed: (status: number) => `Failed to fetch user: API responded with HTTP status ${status}`,
  logoutFailed: (status: number) => `Logout failed: API responded with HTTP status ${status}`,
} as const;
