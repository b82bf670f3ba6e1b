import type { CampaignCard } from "@twend/shared";

/** The small generated thumbnail when it exists, else the full background. */
export function coverUrl(twend: Pick<CampaignCard, "thumbnail_url" | "background_image_url">): string {
  return twend.thumbnail_url ?? twend.background_image_url;
}

export function twendPath(shortId: string): string {
  return `/campaign/${encodeURIComponent(shortId)}`;
}
