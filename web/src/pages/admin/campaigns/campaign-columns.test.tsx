import type { AdminCampaignRow } from "@twend/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { campaignPrimaryColumn } from "./campaign-columns.tsx";

const row = (over: Partial<AdminCampaignRow>): AdminCampaignRow => ({
  id: 1,
  short_id: "lantern",
  title: "Lantern Night",
  category: "Events",
  creator_id: null,
  total_views: 3,
  is_active: true,
  is_trending: false,
  created_at: "2026-01-02T00:00:00.000Z",
  background_image_url: "/uploads/a.png",
  open_reports: 0,
  report_reasons: [],
  distinct_reporters: 0,
  ...over,
});

const shown = (value: AdminCampaignRow) =>
  renderToStaticMarkup(<MemoryRouter>{campaignPrimaryColumn.cell(value)}</MemoryRouter>)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("the Twend column's reports", () => {
  it("shows the open reports beside the distinct reporters behind them", () => {
    expect(shown(row({ open_reports: 5, distinct_reporters: 1, report_reasons: ["Spam or scam"] }))).toBe("Lantern Night /lantern 5 reports · 1 reporter Reasons: Spam or scam");
    expect(shown(row({ open_reports: 1, distinct_reporters: 1 }))).toContain("1 report · 1 reporter");
    expect(shown(row({ open_reports: 1200, distinct_reporters: 7 }))).toContain("1,200 reports · 7 reporters");
  });

  it("shows nothing about reports when there are none", () => {
    expect(shown(row({}))).toBe("Lantern Night /lantern");
  });
});
