import type { User } from "@twend/db";
import type { CreatorStats } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";

/** Totals over the creator's own Twends; 'Generations' is total_downloads, as the spec names it. */
export async function getCreatorStats(ctx: AppContext, user: User): Promise<CreatorStats> {
  const totals = await ctx.db.prisma.campaign.aggregate({
    where: { ownerId: user.id },
    _count: { _all: true },
    _sum: { totalViews: true, totalDownloads: true, totalShares: true },
  });
  return {
    totalCampaigns: totals._count._all,
    totalViews: totals._sum.totalViews ?? 0,
    totalDownloads: totals._sum.totalDownloads ?? 0,
    totalShares: totals._sum.totalShares ?? 0,
  };
}
