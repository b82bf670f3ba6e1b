import type { CampaignCard } from "@twend/shared";

/** The small generated thumbnail when it exists, else the full background. */
export function coverUrl(campaign: Pick<CampaignCard, "thumbnail_url" | "background_image_url">): string {
  return campaign.thumbnail_url ?? campaign.background_image_url;
}

export function campaignPath(shortId: string): string {
  return `/campaign/${encodeURIComponent(shortId)}`;
}
