import { MESSAGES, SHARED_DP_ID, type SharedDpDto } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { notFound } from "../http/http-error.ts";

export interface LiveSharedDp {
  id: string;
  name: string | null;
  expiresAt: Date;
  /** Where clients fetch the PNG (see MediaLinks). */
  imageUrl: string;
  imageWidth: number;
  imageHeight: number;
  campaign: { shortId: string; title: string };
}

/**
 * A share page that may be shown, or null: unknown, expired (the sweep may not
 * have run yet) or of a Twend that has since been hidden, all alike.
 */
export async function findLiveSharedDp(ctx: AppContext, id: string): Promise<LiveSharedDp | null> {
  if (!SHARED_DP_ID.test(id)) return null;
  const row = await ctx.db.prisma.sharedDp.findUnique({
    where: { id },
    include: { media: true, campaign: { select: { shortId: true, title: true, isActive: true } } },
  });
  if (!row || row.expiresAt.getTime() <= Date.now() || !row.campaign.isActive) return null;
  return {
    id: row.id,
    name: row.name,
    expiresAt: row.expiresAt,
    imageUrl: ctx.media.url(row.media.hash, row.media.mimeType),
    imageWidth: row.media.width,
    imageHeight: row.media.height,
    campaign: { shortId: row.campaign.shortId, title: row.campaign.title },
  };
}

/** GET /api/shared-dps/:id */
export async function getSharedDp(ctx: AppContext, id: string): Promise<SharedDpDto> {
  const share = await findLiveSharedDp(ctx, id);
  if (!share) throw notFound(MESSAGES.sharedDpNotFound);
  return {
    id: share.id,
    image_url: share.imageUrl,
    campaign: { short_id: share.campaign.shortId, title: share.campaign.title },
    expires_at: share.expiresAt.toISOString(),
  };
}
