import type { AdminCampaignRow } from "@twend/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { Router } from "wouter";
import { describe, expect, it } from "vitest";
import { adminCampaignRowFixture } from "../../../testing/admin-campaign-row-fixture.ts";
import { campaignPrimaryColumn } from "./campaign-columns.tsx";

const row = (over: Partial<AdminCampaignRow>) => adminCampaignRowFixture({ short_id: "lantern", title: "Lantern Night", category: "Events", ...over });

const shown = (value: AdminCampaignRow) =>
  renderToStaticMarkup(<Router ssrPath="/">{campaignPrimaryColumn.cell(value, "en")}</Router>)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the Twend column's reports", () => {
  it("shows the open reports beside the distinct reporters behind them", () => {
    expect(shown(row({ open_reports: 5, distinct_reporters: 1, report_reasons: ["Spam or scam"] }))).toBe(
      "Lantern Night /lantern 5 reports · 1 reporter Reasons: Spam or scam",
    );
    expect(shown(row({ open_reports: 1, distinct_reporters: 1 }))).toContain("1 report · 1 reporter");
    expect(shown(row({ open_reports: 1200, distinct_reporters: 7 }))).toContain("1,200 reports · 7 reporters");
  });

  it("shows nothing about reports when there are none", () => {
    expect(shown(row({}))).toBe("Lantern Night /lantern");
  });
});
