import { LIMITS, type CampaignListItem } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { cardSelect, toCampaignListItem } from "./campaign-dto.ts";
import { publiclyVisible, type ListLimitInput } from "./campaign-queries.ts";

/**
 * The browse list, newest first. Bounded by `limit` so no request reads the
 * whole table; paging and search come with the discovery work.
 */
export async function findAllCampaigns(ctx: AppContext, input: ListLimitInput): Promise<CampaignListItem[]> {
  const rows = await ctx.db.prisma.campaign.findMany({
    where: publiclyVisible,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit ?? LIMITS.publicListMax,
    select: cardSelect,
  });
  return rows.map(toCampaignListItem);
}
