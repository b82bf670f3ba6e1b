import type { CampaignCard } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import type { ListLimitInput } from "./campaign-queries.ts";
import { findListedCards } from "./find-listed-cards.ts";

const DEFAULT_TRENDING = 8;

/**
 * Admin-flagged Twends first, then by trending score (TRENDING_RULE in
 * @twend/jobs, which counts distinct networks, not requests); the newer
 * Twend wins a tie. The same list for every
 * visitor, so it is shared for a few seconds (HOME_CARDS_TTL_MS).
 */
export async function findTrendingCampaigns(ctx: AppContext, input: ListLimitInput): Promise<CampaignCard[]> {
  const take = input.limit ?? DEFAULT_TRENDING;
  return ctx.publicLists.homeCards.get(`trending:${take}`, () => findListedCards(ctx, [{ isTrending: "desc" }, { trendingScore: "desc" }, { id: "desc" }], take));
}
