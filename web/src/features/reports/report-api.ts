import type { ReportReason } from "@twend/shared";
import { apiRefusal } from "../../lib/api-refusal.ts";
import { trpcClient } from "../../lib/trpc.ts";

const REPORT_FAILED = "Your report could not be sent. Please try again.";

/** Files the visitor's report; a second report from the same session is accepted and changes nothing. */
export async function sendReport(
  campaignId: number,
  input: { sessionId: string; reason: ReportReason; details: string },
  campaigns = trpcClient.campaigns,
): Promise<void> {
  const details = input.details.trim();
  await campaigns.report.mutate({ id: campaignId, session_id: input.sessionId, reason: input.reason, ...(details ? { details } : {}) });
}

/** The API's own words for a refused report; a dropped connection or a proxy's page has none. */
export function reportFailureText(error: unknown): string {
  return apiRefusal(error)?.message || REPORT_FAILED;
}
