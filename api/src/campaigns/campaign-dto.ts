import type { Prisma } from "@twend/db";
import type { MediaLinks } from "@twend/media";
import { type BackgroundVariant, type CampaignCard, type CampaignListItem, isLocale, type OwnerCampaign, type PublicCampaign } from "@twend/shared";

/** Columns a card needs; lists never load design fields or image bytes. */
export const cardSelect = {
  id: true,
  shortId: true,
  title: true,
  category: true,
  backgroundImageUrl: true,
  totalViews: true,
  totalDownloads: true,
  createdAt: true,
  backgroundHash: true,
  thumbnail: { select: { hash: true, mimeType: true } },
} as const satisfies Prisma.CampaignSelect;

type CardRow = Prisma.CampaignGetPayload<{ select: typeof cardSelect }>;

/**
 * `variants`: the copies of the card's background, narrowest first (`findBackgroundVariants`).
 * `links`: where clients fetch media (the media store's, ctx.media).
 */
export function toCampaignCard(row: CardRow, variants: BackgroundVariant[], links: MediaLinks): CampaignCard {
  return {
    id: row.id,
    short_id: row.shortId,
    title: row.title,
    background_image_url: links.urlOf(row.backgroundImageUrl),
    thumbnail_url: row.thumbnail ? links.url(row.thumbnail.hash, row.thumbnail.mimeType) : null,
    total_views: row.totalViews,
    category: row.category,
    background_variants: variants,
  };
}

function toCampaignListItem(row: CardRow, variants: BackgroundVariant[], links: MediaLinks): CampaignListItem {
  return { ...toCampaignCard(row, variants, links), total_downloads: row.totalDownloads, created_at: row.createdAt.toISOString() };
}

/** A background's preview copies as the public Twend carries them, narrowest first. */
export const backgroundVariantsSelect = {
  select: { width: true, media: { select: { hash: true, mimeType: true } } },
  orderBy: { width: "asc" },
} as const satisfies Prisma.MediaObject$variantsArgs;

type VariantRow = Prisma.BackgroundVariantGetPayload<{ select: typeof backgroundVariantsSelect.select }>;

export function toBackgroundVariants(rows: readonly VariantRow[], links: MediaLinks): BackgroundVariant[] {
  return rows.map((row) => ({ url: links.url(row.media.hash, row.media.mimeType), width: row.width }));
}

export const publicCampaignInclude = {
  thumbnail: { select: { hash: true, mimeType: true } },
  preview: { select: { hash: true, mimeType: true } },
  background: { select: { width: true, height: true, variants: backgroundVariantsSelect } },
} as const satisfies Prisma.CampaignInclude;

type PublicRow = Prisma.CampaignGetPayload<{ include: typeof publicCampaignInclude }>;

export function toPublicCampaign(row: PublicRow, links: MediaLinks): PublicCampaign {
  return {
    ...toCampaignListItem(row, toBackgroundVariants(row.background?.variants ?? [], links), links),
    description: row.description,
    background_x: row.backgroundX,
    background_y: row.backgroundY,
    avatar_x: row.avatarX,
    avatar_y: row.avatarY,
    avatar_size: row.avatarSize,
    avatar_shape: row.avatarShape,
    avatar_color: row.avatarColor,
    frame_mode: row.frameMode,
    locale: isLocale(row.locale) ? row.locale : null,
    text_x: row.textX,
    text_y: row.textY,
    text_font: row.textFont,
    text_size: row.textSize,
    text_color: row.textColor,
    include_text: row.includeText,
    total_shares: row.totalShares,
    caption_template: row.captionTemplate,
    preview_image_url: row.preview ? links.url(row.preview.hash, row.preview.mimeType) : null,
    background_width: row.background?.width ?? null,
    background_height: row.background?.height ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toOwnerCampaign(row: PublicRow, links: MediaLinks): OwnerCampaign {
  return { ...toPublicCampaign(row, links), is_active: row.isActive };
}
