import type { CampaignCard } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { cardSelect, toCampaignCard } from "./campaign-dto.ts";
import { listedPublicly, type ListLimitInput } from "./campaign-queries.ts";

const DEFAULT_RECENT = 12;

/** Newest first; the same list for every visitor, so it is shared for a few seconds (HOME_CARDS_TTL_MS). */
export async function findRecentCampaigns(ctx: AppContext, input: ListLimitInput): Promise<CampaignCard[]> {
  const take = input.limit ?? DEFAULT_RECENT;
  return ctx.publicLists.homeCards.get(`recent:${take}`, async () => {
    const rows = await ctx.db.prisma.campaign.findMany({
      where: listedPublicly(ctx),
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      select: cardSelect,
    });
    return rows.map(toCampaignCard);
  });
}
