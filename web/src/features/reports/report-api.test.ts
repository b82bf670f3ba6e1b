import { createTRPCClient, httpBatchLink } from "@trpc/client";
import type { AppRouter } from "@twend/api";
import { describe, expect, it } from "vitest";
import { type FakeFetch, fakeFetch, jsonResponse } from "../../testing/fake-fetch.ts";
import { testI18n } from "../../testing/test-i18n.ts";
import { describeReportFailure, sendReport } from "./report-api.ts";

/** The real tRPC client over a fake transport, so the tests see tRPC's own answers and errors. */
function trpcCampaigns(fetch: FakeFetch) {
  return createTRPCClient<AppRouter>({ links: [httpBatchLink({ url: "http://twend.test/trpc", fetch: (url, init) => fetch(url.toString(), init) })] }).campaigns;
}

const report = { sessionId: "session-1234", reason: "Spam or scam", details: "  Links to a scam site  " } as const;

describe("sendReport", () => {
  it("files the report through campaigns.report, with the details trimmed and left out when blank", async () => {
    const fetch = fakeFetch(() => jsonResponse(200, [{ result: { data: { success: true } } }]));
    await sendReport(42, report, trpcCampaigns(fetch));
    await sendReport(42, { ...report, details: "   " }, trpcCampaigns(fetch));
    expect(new URL(fetch.calls[0]?.path ?? "").pathname).toBe("/trpc/campaigns.report");
    expect(fetch.calls.map((call) => call.json)).toEqual([
      { 0: { id: 42, session_id: "session-1234", reason: "Spam or scam", details: "Links to a scam site" } },
      { 0: { id: 42, session_id: "session-1234", reason: "Spam or scam" } },
    ]);
  });

  it("says the server's reason for a refusal, else asks to try again", async () => {
    const refused = fakeFetch(() => jsonResponse(429, [{ error: { message: "Too many requests", code: -32029, data: { code: "TOO_MANY_REQUESTS", httpStatus: 429 } } }]));
    const en = await testI18n("en");
    const error = await sendReport(42, report, trpcCampaigns(refused)).catch((e: unknown) => e);
    expect(describeReportFailure(en, error)).toBe("Too many requests");
    const offline = fakeFetch(() => Promise.reject(new TypeError("Failed to fetch")));
    const dropped = await sendReport(42, report, trpcCampaigns(offline)).catch((e: unknown) => e);
    expect(describeReportFailure(en, dropped)).toBe("Your report could not be sent. Please try again.");
  });
});
