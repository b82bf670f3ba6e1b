import type { CampaignCard } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { cardSelect, toCampaignCard } from "./campaign-dto.ts";
import { publiclyVisible, type ListLimitInput } from "./campaign-queries.ts";

const DEFAULT_TRENDING = 8;

/** Admin-flagged Twends first, then by trending score (TRENDING_RULE in @twend/worker); the newer Twend wins a tie. */
export async function findTrendingCampaigns(ctx: AppContext, input: ListLimitInput): Promise<CampaignCard[]> {
  const rows = await ctx.db.prisma.campaign.findMany({
    where: publiclyVisible,
    orderBy: [{ isTrending: "desc" }, { trendingScore: "desc" }, { id: "desc" }],
    take: input.limit ?? DEFAULT_TRENDING,
    select: cardSelect,
  });
  return rows.map(toCampaignCard);
}
