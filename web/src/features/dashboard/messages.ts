/** Texts of the spec's dashboard (error catalogue, "Dashboard and profile"), word for word. */
export const DASHBOARD_MESSAGES = {
  deleteConfirmation: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone and will remove all associated data.`,
  deleteFailed: "Failed to delete Twend",
  deleteNetworkFailed: "Failed to delete Twend. Please try again.",
} as const;
