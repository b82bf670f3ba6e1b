import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReportReason } from "@twend/shared";

/** What each of REPORT_REASONS reads as; the values themselves stay English, as the API stores and counts them. */
export const REPORT_REASON_LABELS = {
  "Inappropriate or offensive": msg`Inappropriate or offensive`,
  "Hate or harassment": msg`Hate or harassment`,
  "Copyright or impersonation": msg`Copyright or impersonation`,
  "Spam or scam": msg`Spam or scam`,
  "Something else": msg`Something else`,
} satisfies Record<ReportReason, MessageDescriptor>;
