import { TRPCClientError } from "@trpc/client";
import { MESSAGES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { describeCampaignError } from "./campaign-error.ts";

function trpcError(code: string, httpStatus: number) {
  return TRPCClientError.from({ error: { message: "x", code: -32000, data: { code, httpStatus } } });
}

describe("describeCampaignError", () => {
  it("reports a missing or malformed short id as not found, without retry", () => {
    expect(describeCampaignError(trpcError("NOT_FOUND", 404))).toEqual({ message: MESSAGES.campaignNotFound, retryable: false });
    expect(describeCampaignError(trpcError("BAD_REQUEST", 400))).toEqual({ message: MESSAGES.campaignNotFound, retryable: false });
  });

  it("reports server and network failures as a retryable load failure", () => {
    expect(describeCampaignError(trpcError("INTERNAL_SERVER_ERROR", 500))).toEqual({
      message: MESSAGES.campaignLoadFailed,
      retryable: true,
    });
    expect(describeCampaignError(new TypeError("Failed to fetch"))).toEqual({ message: MESSAGES.campaignLoadFailed, retryable: true });
  });
});
