import type { AdminCampaignRow } from "@twend/shared";

/** A row of the admin's campaign table with nothing reported; a test overrides only what it is about. */
export function adminCampaignRowFixture(over: Partial<AdminCampaignRow> = {}): AdminCampaignRow {
  return {
    id: 1,
    short_id: "vote",
    title: "Vote",
    category: "Politics",
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
  };
}
