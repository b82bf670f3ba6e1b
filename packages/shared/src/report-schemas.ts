import { z } from "zod";
import { text } from "./safe-input.ts";
import { sessionIdSchema } from "./schemas.ts";
import { maxChars, oneOf } from "./schema-checks.ts";

/** Why a visitor reports a Twend: a short list, so reports can be counted and filtered. */
export const REPORT_REASONS = ["Inappropriate or offensive", "Hate or harassment", "Copyright or impersonation", "Spam or scam", "Something else"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** POST /api/campaigns/{id}/report. */
export const campaignReportInputSchema = z.object({
  session_id: sessionIdSchema,
  reason: oneOf("reason", REPORT_REASONS),
  details: text().trim().check(maxChars("details", 500)).optional(),
});
export type CampaignReportInput = z.infer<typeof campaignReportInputSchema>;
