import type { Campaign } from "@twend/db";
import { backgroundImageSet, isLocale, type Locale, twendManifestPath } from "@twend/shared";
import { PREVIEW_CARD } from "@twend/jobs";
import type { AppContext } from "../../context/app-context.ts";
import type { PageMeta } from "../../http/page-meta.ts";
import { PAGE_TEXTS } from "../../http/page-texts.ts";
import { i18nFor } from "../../i18n/server-i18n.ts";
import { campaignByLink } from "./campaign-by-link.ts";
import { backgroundVariantsSelect, toBackgroundVariants } from "../campaign-dto.ts";
import { previewCardPath } from "./preview-card-path.ts";

/**
 * Link-preview tags of a Twend's public page, or null for an unknown or hidden
 * one (the app then shows its own not-found page). Reading them counts no view.
 * og:image is the card's own address, which draws the card when its job has
 * not yet, so even the first crawl right after publishing gets the card; once
 * the current card is drawn and media have a public address (MEDIA_PUBLIC_URL),
 * it is the card's file there, so crawlers fetch it from the bucket or CDN.
 */
export async function campaignPageMeta(ctx: AppContext, shortId: string, localeOf: (creatorsChoice: Locale | null) => Locale): Promise<PageMeta | null> {
  const campaign = await campaignByLink(ctx, shortId);
  if (!campaign) return null;
  const locale = localeOf(isLocale(campaign.locale) ? campaign.locale : null);
  const origin = ctx.config.appOrigin;
  const hasCard = campaign.background !== null;
  return {
    title: `${campaign.title} · Twend`,
    description: campaign.description ?? i18nFor(locale)._(PAGE_TEXTS.campaignDescription, { title: campaign.title }),
    locale,
    url: `${origin}/campaign/${campaign.shortId}`,
    image: hasCard ? cardImage(ctx, campaign) : null,
    imageWidth: hasCard ? PREVIEW_CARD.width : undefined,
    imageHeight: hasCard ? PREVIEW_CARD.height : undefined,
    preloadImage: await previewFramePreload(ctx, campaign),
    manifest: twendManifestPath(campaign.shortId),
  };
}

/** The card's absolute address: its file at the media's public address when drawn for the Twend as it is, else its own route. */
function cardImage(ctx: AppContext, campaign: Campaign): string {
  const drawn = ctx.config.mediaPublicUrl === undefined ? null : ctx.previewCards.storedHash(campaign);
  return drawn ? ctx.media.url(drawn, "png") : `${ctx.config.appOrigin}${previewCardPath(campaign.shortId, ctx.previewCards.version(campaign))}`;
}

/**
 * What the page's preview frame draws before a photo is picked: the background's copies
 * (the srcset the frame's image has), else the card thumbnail until the worker has made
 * them, else nothing. Never the full-size background, which no one needs that early.
 */
async function previewFramePreload(ctx: AppContext, campaign: Pick<Campaign, "backgroundHash" | "thumbnailHash">): Promise<PageMeta["preloadImage"]> {
  const prisma = ctx.db.prisma;
  if (campaign.backgroundHash) {
    const variants = await prisma.backgroundVariant.findMany({ where: { sourceHash: campaign.backgroundHash }, ...backgroundVariantsSelect });
    const set = backgroundImageSet(toBackgroundVariants(variants, ctx.media));
    if (set) return set;
  }
  if (!campaign.thumbnailHash) return undefined;
  const thumbnail = await prisma.mediaObject.findUnique({ where: { hash: campaign.thumbnailHash }, select: { hash: true, mimeType: true } });
  return thumbnail ? ctx.media.url(thumbnail.hash, thumbnail.mimeType) : undefined;
}
