import { TRPCClientError } from "@trpc/client";
import type { CreatorStats, OwnerCampaign } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { testI18n } from "../../testing/test-i18n.ts";
import { UnreadableAnswer } from "../../lib/api-errors/call-failure.ts";
import { describeDeleteFailure, withOneCampaignLess, withoutCampaign } from "./delete-campaign.ts";
import { formatStat } from "./format-stat.ts";
import { DASHBOARD_MESSAGES } from "./messages.ts";

const i18n = await testI18n();

function campaign(id: number): OwnerCampaign {
  return { id, short_id: `t-${id}`, title: `Twend ${id}` } as OwnerCampaign;
}

describe("delete failure alert", () => {
  it("shows the server's own reason when it gave one", () => {
    const error = TRPCClientError.from({ error: { message: "Campaign not found", code: -32004, data: { code: "NOT_FOUND", httpStatus: 404 } } });
    expect(describeDeleteFailure(i18n, error)).toBe("Campaign not found");
  });

  it("falls back to 'Failed to delete Twend' when the server said nothing useful", () => {
    expect(describeDeleteFailure(i18n, TRPCClientError.from({ error: { message: "", code: -32603, data: { httpStatus: 500 } } }))).toBe("Failed to delete Twend");
    expect(describeDeleteFailure(i18n, TRPCClientError.from(new UnreadableAnswer(502)))).toBe("Failed to delete Twend");
    expect(describeDeleteFailure(i18n, new Error("parse"))).toBe("Failed to delete Twend");
  });

  it("asks to try again when the request never reached the server", () => {
    expect(describeDeleteFailure(i18n, TRPCClientError.from(new TypeError("Failed to fetch")))).toBe("Failed to delete Twend. Please try again.");
  });

  it("words the confirmation exactly as the spec does", () => {
    expect(i18n._(DASHBOARD_MESSAGES.deleteConfirmation("Vote 2026"))).toBe(
      'Are you sure you want to delete "Vote 2026"? This action cannot be undone and will remove all associated data.',
    );
  });
});

describe("after a successful delete", () => {
  it("removes only that Twend from the list, keeping the order", () => {
    expect(withoutCampaign([campaign(3), campaign(2), campaign(1)], 2)?.map((t) => t.id)).toEqual([3, 1]);
    expect(withoutCampaign(undefined, 2)).toBeUndefined();
  });

  it("decrements the Twend total and leaves the other totals alone", () => {
    const stats: CreatorStats = { totalCampaigns: 2, totalViews: 10, totalDownloads: 4, totalShares: 1 };
    expect(withOneCampaignLess(stats)).toEqual({ totalCampaigns: 1, totalViews: 10, totalDownloads: 4, totalShares: 1 });
    expect(stats.totalCampaigns).toBe(2);
  });

  it("never counts below zero, and leaves stats that never loaded unloaded", () => {
    expect(withOneCampaignLess({ totalCampaigns: 0, totalViews: 0, totalDownloads: 0, totalShares: 0 })?.totalCampaigns).toBe(0);
    expect(withOneCampaignLess(undefined)).toBeUndefined();
  });
});

describe("formatStat", () => {
  it("is exact below 100,000 and compact above", () => {
    expect(formatStat("en", 0)).toBe("0");
    expect(formatStat("en", 12345)).toBe("12,345");
    expect(formatStat("en", 99_999)).toBe("99,999");
    expect(formatStat("en", 100_000)).toBe("100K");
    expect(formatStat("en", 1_250_000)).toBe("1.3M");
  });

  it("writes the figures of the language shown", () => {
    expect(formatStat("fr", 12345)).toBe("12\u202f345");
    expect(formatStat("fr", 1_250_000)).toBe("1,3\u00a0M");
  });
});
