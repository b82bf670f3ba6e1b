import type { CampaignCard } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import type { ListLimitInput } from "./campaign-queries.ts";
import { findListedCards } from "./find-listed-cards.ts";

const DEFAULT_RECENT = 12;

/** Newest first; the same list for every visitor, so it is shared for a few seconds (HOME_CARDS_TTL_MS). */
export async function findRecentCampaigns(ctx: AppContext, input: ListLimitInput): Promise<CampaignCard[]> {
  const take = input.limit ?? DEFAULT_RECENT;
  return ctx.publicLists.homeCards.get(`recent:${take}`, () => findListedCards(ctx, [{ createdAt: "desc" }, { id: "desc" }], take));
}
