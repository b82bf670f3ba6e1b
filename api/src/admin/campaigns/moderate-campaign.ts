import { MESSAGES, type AdminCampaignUpdate } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { notFound } from "../../http/http-error.ts";

/** Everything public about a Twend changed: its cached page and the shared lists follow at once. */
async function forgetPublicCopies(ctx: AppContext, campaignId: number): Promise<void> {
  await ctx.campaignCache.invalidate(campaignId);
  ctx.publicLists.clear();
}

/**
 * An admin activates, deactivates, flags or unflags a Twend (any owner's), or
 * closes its reports after review, which lists it again if it is active.
 */
export async function updateAdminCampaign(ctx: AppContext, id: number, input: AdminCampaignUpdate): Promise<void> {
  const prisma = ctx.db.prisma;
  const now = new Date();
  const [{ count }] = await prisma.$transaction([
    prisma.campaign.updateMany({
      where: { id },
      data: {
        ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
        ...(input.is_trending !== undefined ? { isTrending: input.is_trending } : {}),
        ...(input.resolve_reports ? { openReportCount: 0, openReporterCount: 0, reviewedAt: now } : {}),
      },
    }),
    ...(input.resolve_reports ? [prisma.campaignReport.updateMany({ where: { campaignId: id, resolvedAt: null }, data: { resolvedAt: now } })] : []),
  ]);
  if (count === 0) throw notFound(MESSAGES.campaignNotFound);
  await forgetPublicCopies(ctx, id);
}

/** An admin deletes a Twend with everything that hangs off it (foreign keys cascade). */
export async function deleteAdminCampaign(ctx: AppContext, id: number): Promise<void> {
  const { count } = await ctx.db.prisma.campaign.deleteMany({ where: { id } });
  if (count === 0) throw notFound(MESSAGES.campaignNotFound);
  await forgetPublicCopies(ctx, id);
}
