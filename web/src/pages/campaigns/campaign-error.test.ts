import { TRPCClientError } from "@trpc/client";
import { MESSAGES } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { describeCampaignLoadFailure } from "./campaign-error.ts";

function trpcError(code: string, httpStatus: number) {
  return TRPCClientError.from({ error: { message: "x", code: -32000, data: { code, httpStatus } } });
}

describe("describeCampaignLoadFailure", () => {
  it("reports a missing or malformed short id as not found, without retry", () => {
    expect(describeCampaignLoadFailure(trpcError("NOT_FOUND", 404))).toEqual({ message: MESSAGES.campaignNotFound, retryable: false });
    expect(describeCampaignLoadFailure(trpcError("BAD_REQUEST", 400))).toEqual({ message: MESSAGES.campaignNotFound, retryable: false });
  });

  it("reports server and network failures as a retryable load failure", () => {
    expect(describeCampaignLoadFailure(trpcError("INTERNAL_SERVER_ERROR", 500))).toEqual({
      message: MESSAGES.campaignLoadFailed,
      retryable: true,
    });
    expect(describeCampaignLoadFailure(new TypeError("Failed to fetch"))).toEqual({ message: MESSAGES.campaignLoadFailed, retryable: true });
  });
});
