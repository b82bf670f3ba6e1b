import { backgroundImageSet, type PublicCampaign } from "@twend/shared";

/** The image the preview frame shows until its canvas has drawn: the background, as light as the server has it. */
export interface PreviewStill {
  src: string;
  /** Set when the worker has cut the frame-sized WebP copies: the browser picks the one for its screen. */
  srcSet?: string;
  sizes?: string;
}

/**
 * The frame-sized copies once the worker has made them; until then the card thumbnail, and for a
 * Twend that has neither yet, the full background. Null when there is no image to show at all.
 */
export function previewStill(campaign: Pick<PublicCampaign, "background_variants" | "thumbnail_url" | "background_image_url">): PreviewStill | null {
  const set = backgroundImageSet(campaign.background_variants);
  const narrowest = campaign.background_variants[0];
  if (set && narrowest) return { src: narrowest.url, srcSet: set.srcset, sizes: set.sizes };
  const src = campaign.thumbnail_url || campaign.background_image_url;
  return src ? { src } : null;
}
