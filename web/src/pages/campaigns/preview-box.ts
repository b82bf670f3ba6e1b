import { footerHeight } from "@twend/composition";
import type { PublicCampaign } from "@twend/shared";

type MeasuredCampaign = Pick<PublicCampaign, "background_width" | "background_height">;

/** The background's size as the server measured it, or null when it is unknown. */
export function backgroundSize({ background_width: width, background_height: height }: MeasuredCampaign): { width: number; height: number } | null {
  return width && height && width > 0 && height > 0 ? { width, height } : null;
}

/**
 * Width / height of the finished DP (the footer strip included) from the
 * sizes the server measured, so the preview box has its final shape before
 * the background arrives. Square when the sizes are unknown.
 */
export function dpAspect(campaign: MeasuredCampaign): number {
  const size = backgroundSize(campaign);
  return size ? size.width / (size.height + footerHeight(size.height)) : 1;
}
