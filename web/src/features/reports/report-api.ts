import type { ReportReason } from "@twend/shared";
import { ApiError, type Fetch, isSuccessful, requestJson, serverErrorText } from "../auth/http.ts";

/** Files the visitor's report; a second report from the same session is accepted and changes nothing. */
export async function sendReport(fetchFn: Fetch, campaignId: number, input: { sessionId: string; reason: ReportReason; details: string }): Promise<void> {
  const reply = await requestJson(fetchFn, `/api/campaigns/${campaignId}/report`, {
    method: "POST",
    json: { session_id: input.sessionId, reason: input.reason, ...(input.details.trim() ? { details: input.details.trim() } : {}) },
  });
  if (!isSuccessful(reply)) {
    const text = serverErrorText(reply.body);
    throw new ApiError(text ?? `Report failed with HTTP ${reply.status}`, reply.status, text);
  }
}
