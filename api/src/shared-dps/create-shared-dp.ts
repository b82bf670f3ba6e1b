import { saveImage } from "@twend/media";
import { LIMITS, type CreateSharedDpInput, type SharedDpCreatedDto } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { countVisitorAction } from "../counting/count-visitor-action.ts";
import { activeCampaignId } from "../generator/active-campaign.ts";
import { acceptSentImage, type StagedUpload } from "../trpc/staged-upload.ts";
import { hashDeleteToken, newDeleteToken, newShareId } from "./share-tokens.ts";

export const SHARED_DP_TTL_MS = LIMITS.sharedDpDays * 24 * 60 * 60 * 1000;

/**
 * POST /api/shared-dps: stores the visitor's finished PNG and opens its share
 * page for 30 days. The Twend is checked before the upload is decoded, so a
 * request for a hidden Twend stores nothing. Publishing counts as a share of
 * the Twend as the share button's does, within the same bound (countVisitorAction):
 * made-up session ids cannot move a Twend up the trending list.
 */
export async function createSharedDp(ctx: AppContext, input: CreateSharedDpInput, network: string, upload?: StagedUpload): Promise<SharedDpCreatedDto> {
  const prisma = ctx.db.prisma;
  const campaignId = await activeCampaignId(ctx, input.campaign_id);
  const image = await saveImage(prisma, ctx.media, (await acceptSentImage(input.image, "dp", upload)).bytes);
  const id = newShareId();
  const deleteToken = newDeleteToken();
  const expiresAt = new Date(Date.now() + SHARED_DP_TTL_MS);
  await prisma.sharedDp.create({
    data: { id, campaignId, mediaHash: image.hash, name: input.name || null, deleteTokenHash: hashDeleteToken(deleteToken), expiresAt },
  });
  await countVisitorAction(prisma, { campaignId, sessionId: input.session_id, network, type: "share" });
  return { id, url: sharedDpUrl(ctx, id), delete_token: deleteToken, expires_at: expiresAt.toISOString() };
}

export const sharedDpUrl = (ctx: AppContext, id: string): string => `${ctx.config.appOrigin}/d/${id}`;
