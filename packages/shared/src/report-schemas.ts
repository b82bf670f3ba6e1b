import { z } from "zod";
import { text } from "./safe-input.ts";
import { sessionIdSchema } from "./schemas.ts";

/** Why a visitor reports a Twend: a short list, so reports can be counted and filtered. */
export const REPORT_REASONS = ["Inappropriate or offensive", "Hate or harassment", "Copyright or impersonation", "Spam or scam", "Something else"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** POST /api/campaigns/{id}/report. */
export const campaignReportInputSchema = z.object({
  session_id: sessionIdSchema,
  reason: z.enum(REPORT_REASONS, `reason must be one of: ${REPORT_REASONS.join(", ")}`),
  details: text().trim().max(500, "details must be at most 500 characters").optional(),
});
export type CampaignReportInput = z.infer<typeof campaignReportInputSchema>;
