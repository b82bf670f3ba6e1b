import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ReportReason } from "@twend/shared";
import { describeFailure } from "../../lib/api-errors/describe-failure.ts";
import { trpcClient } from "../../lib/trpc.ts";

/** Files the visitor's report; a second report from the same session is accepted and changes nothing. */
export async function sendReport(
  campaignId: number,
  input: { sessionId: string; reason: ReportReason; details: string },
  campaigns = trpcClient.campaigns,
): Promise<void> {
  const details = input.details.trim();
  await campaigns.report.mutate({ id: campaignId, session_id: input.sessionId, reason: input.reason, ...(details ? { details } : {}) });
}

/** The API's own words for a refused report, already in the visitor's language; a dropped connection or a proxy's page has none. */
export function describeReportFailure(i18n: I18n, error: unknown): string {
  return describeFailure(i18n, error, { fallback: msg`Your report could not be sent. Please try again.` });
}
