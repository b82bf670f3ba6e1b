import type { AppContext } from "../context/app-context.ts";
import type { PageMeta } from "../http/page-meta.ts";
import { MESSAGES } from "@twend/shared";
import { sharedDpUrl } from "./create-shared-dp.ts";
import { findLiveSharedDp } from "./find-shared-dp.ts";

/**
 * Link-preview tags of a share page `/d/{id}`: the visitor's own DP as the
 * image, so the post shows their picture rather than the template. Share
 * pages are personal, so every answer, a gone page's included, asks search
 * engines not to index or follow it.
 */
export async function sharedDpPageMeta(ctx: AppContext, id: string): Promise<PageMeta> {
  const url = sharedDpUrl(ctx, id);
  const share = await findLiveSharedDp(ctx, id);
  if (!share) return { title: "Twend", description: MESSAGES.sharedDpNotFound, url, image: null, noindex: true };
  const title = share.campaign.title;
  return {
    title: share.name ? `${share.name}'s DP for ${title}` : `A DP for ${title}`,
    description: `Made with Twend. Add your photo to "${title}" and get your own display picture in seconds.`,
    url,
    image: `${ctx.config.appOrigin}${share.imagePath}`,
    imageWidth: share.imageWidth,
    imageHeight: share.imageHeight,
    preloadImage: share.imagePath,
    noindex: true,
  };
}
