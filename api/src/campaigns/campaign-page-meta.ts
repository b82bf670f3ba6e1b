import { mediaUrl } from "@twend/media";
import type { AppContext } from "../context/app-context.ts";
import type { PageMeta } from "../http/page-meta.ts";

/**
 * Link-preview tags of a Twend's public page, or null for an unknown or hidden
 * one (the app then shows its own not-found page). Reading them counts no view.
 */
export async function campaignPageMeta(ctx: AppContext, shortId: string): Promise<PageMeta | null> {
  const prisma = ctx.db.prisma;
  const include = { preview: true, background: true } as const;
  const campaign =
    (await prisma.campaign.findUnique({ where: { shortId }, include })) ??
    (await prisma.shortIdRedirect.findUnique({ where: { shortId }, include: { campaign: { include } } }))?.campaign ??
    null;
  if (!campaign?.isActive) return null;
  const origin = ctx.config.appOrigin;
  const image = campaign.preview ?? campaign.background;
  return {
    title: `${campaign.title} · Twend`,
    description: campaign.description ?? `Add your photo to "${campaign.title}" and get your own display picture in seconds. Free on Twend.`,
    url: `${origin}/campaign/${campaign.shortId}`,
    image: image ? `${origin}${mediaUrl(image.hash, image.mimeType)}` : null,
    imageWidth: image?.width,
    imageHeight: image?.height,
    preloadImage: campaign.backgroundImageUrl,
  };
}
