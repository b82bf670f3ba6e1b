import type { CampaignCard } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { cardSelect, toCampaignCard } from "./campaign-dto.ts";
import { publiclyVisible, type ListLimitInput } from "./campaign-queries.ts";

const DEFAULT_RECENT = 12;

export async function findRecentCampaigns(ctx: AppContext, input: ListLimitInput): Promise<CampaignCard[]> {
  const rows = await ctx.db.prisma.campaign.findMany({
    where: publiclyVisible,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: input.limit ?? DEFAULT_RECENT,
    select: cardSelect,
  });
  return rows.map(toCampaignCard);
}
