import { footerHeight } from "@twend/composition";
import type { PublicCampaign } from "@twend/shared";

/**
 * Width / height of the finished DP (the footer strip included) from the
 * sizes the server measured, so the preview box has its final shape before
 * the background arrives. Square when the sizes are unknown.
 */
export function dpAspect(campaign: Pick<PublicCampaign, "background_width" | "background_height">): number {
  const { background_width: width, background_height: height } = campaign;
  if (!width || !height || width <= 0 || height <= 0) return 1;
  return width / (height + footerHeight(height));
}
