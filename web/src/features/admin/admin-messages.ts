/** Texts of the spec's admin screens and error catalogue ("Admin"), word for word where the spec gives them. */
export const ADMIN_SCREEN_MESSAGES = {
  dashboardTimeout: "Request timed out. Please check your connection and try again.",
  listTimeout: "Request timed out. Please try again.",
  checkFailed: (status: number, statusText: string) => `Admin check failed: ${status} ${statusText}`.trimEnd(),
  loadFailed: (detail: string) => `Failed to load admin data: ${detail}`,
  fetchCampaignsFailed: "Failed to fetch campaigns",
  fetchUsersFailed: "Failed to fetch users",
  deleteCampaignFailed: "Failed to delete Twend",
  campaignStatusFailed: "Failed to update Twend status",
  trendingFailed: "Failed to update trending status",
  // Not worded by the spec, which has no reports.
  reviewFailed: "Failed to close the reports",
  userStatusFailed: "Failed to update user status",
  deleteCampaignConfirmation: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
  userStatusConfirmation: (who: string, activate: boolean) =>
    activate ? `Activate ${who}? They will be able to sign in again.` : `Deactivate ${who}? They will no longer be able to sign in.`,
  noUsersMatching: (term: string) => `No users found matching "${term}".`,
  noUsersYet: "No users have signed up yet.",
  /** '{from}', '{to}' and '{total}' are filled by the pagination footer. */
  showing: "Showing {from} to {to} of {total} results",
  pageOf: "Page {page} of {pages}",
} as const;
