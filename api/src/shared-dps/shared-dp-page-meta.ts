import type { AppContext } from "../context/app-context.ts";
import type { PageMeta } from "../http/page-meta.ts";
import { type Locale, MESSAGES } from "@twend/shared";
import { PAGE_TEXTS } from "../http/page-texts.ts";
import { i18nFor } from "../i18n/server-i18n.ts";
import { sharedDpUrl } from "./create-shared-dp.ts";
import { findLiveSharedDp } from "./find-shared-dp.ts";

/**
 * Link-preview tags of a share page `/d/{id}`: the visitor's own DP as the
 * image, so the post shows their picture rather than the template. Share
 * pages are personal, so every answer, a gone page's included, asks search
 * engines not to index or follow it.
 */
export async function sharedDpPageMeta(ctx: AppContext, id: string, locale: Locale): Promise<PageMeta> {
  const url = sharedDpUrl(ctx, id);
  const share = await findLiveSharedDp(ctx, id);
  const i18n = i18nFor(locale);
  if (!share) return { title: "Twend", description: i18n._(MESSAGES.sharedDpNotFound), url, image: null, noindex: true, locale };
  const title = share.campaign.title;
  return {
    title: share.name ? i18n._(PAGE_TEXTS.sharedDpTitleNamed, { name: share.name, title }) : i18n._(PAGE_TEXTS.sharedDpTitle, { title }),
    description: i18n._(PAGE_TEXTS.sharedDpDescription, { title }),
    locale,
    url,
    // Absolute, as crawlers need it: the API's own route on this origin, or already the public media address.
    image: new URL(share.imageUrl, ctx.config.appOrigin).toString(),
    imageWidth: share.imageWidth,
    imageHeight: share.imageHeight,
    preloadImage: share.imageUrl,
    noindex: true,
  };
}
