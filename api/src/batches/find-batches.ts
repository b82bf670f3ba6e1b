import type { DpBatch, User } from "@twend/db";
import { BATCH_LIMITS, BATCH_MESSAGES, type BatchDto } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { findOwnedCampaign } from "../campaigns/owned-campaign.ts";
import { HttpError } from "../http/http-error.ts";
import { batchDto, batchDtos } from "./batch-dto.ts";

export interface BatchList {
  campaign: { id: number; title: string; short_id: string };
  batches: BatchDto[];
}

/** A Twend's latest batches, newest first, for whoever may edit it. */
export async function listBatches(ctx: AppContext, user: User, campaignId: number): Promise<BatchList> {
  const campaign = await findOwnedCampaign(ctx, user, campaignId);
  const batches = await ctx.db.prisma.dpBatch.findMany({
    where: { campaignId, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    take: BATCH_LIMITS.listed,
  });
  return { campaign: { id: campaign.id, title: campaign.title, short_id: campaign.shortId }, batches: await batchDtos(ctx, batches) };
}

/** One batch, for whoever may edit its Twend; any other caller gets the same 404 as for no batch. */
export async function findBatch(ctx: AppContext, user: User, id: string): Promise<BatchDto> {
  return batchDto(ctx, await findEditableBatch(ctx, user, id));
}

export async function findEditableBatch(ctx: AppContext, user: User, id: string): Promise<DpBatch> {
  const batch = await ctx.db.prisma.dpBatch.findUnique({ where: { id } });
  if (!batch || batch.expiresAt.getTime() <= Date.now()) throw new HttpError(404, BATCH_MESSAGES.batchNotFound);
  await findOwnedCampaign(ctx, user, batch.campaignId).catch(() => {
    throw new HttpError(404, BATCH_MESSAGES.batchNotFound);
  });
  return batch;
}
