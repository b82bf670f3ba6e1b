import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Texts of the spec's dashboard (error catalogue, "Dashboard and profile"), word for word in English. */
export const DASHBOARD_MESSAGES = {
  deleteConfirmation: (title: string): MessageDescriptor =>
    msg`Are you sure you want to delete "${title}"? This action cannot be undone and will remove all associated data.`,
  deleteFailed: msg`Failed to delete Twend`,
  deleteNetworkFailed: msg`Failed to delete Twend. Please try again.`,
} as const;
