import { CAMPAIGN_DEFAULTS, type OwnerCampaign } from "@twend/shared";

/** A Twend as its creator's list returns it, with the default design; a test overrides only what it is about. */
export function ownerCampaignFixture(overrides: Partial<OwnerCampaign> = {}): OwnerCampaign {
  return {
    ...CAMPAIGN_DEFAULTS,
    id: 1,
    short_id: "vote-2026",
    title: "Vote 2026",
    description: null,
    locale: null,
    category: "Social",
    background_image_url: "/media/abc.png",
    thumbnail_url: null,
    total_views: 3,
    total_downloads: 1,
    total_shares: 0,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    caption_template: null,
    preview_image_url: null,
    background_width: 500,
    background_height: 500,
    background_variants: [],
    is_active: true,
    ...overrides,
  };
}
