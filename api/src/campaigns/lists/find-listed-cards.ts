import type { Prisma } from "@twend/db";
import type { CampaignCard } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { cardSelect, toCampaignCard } from "../campaign-dto.ts";
import { listedPublicly } from "./campaign-queries.ts";
import { findBackgroundVariants, variantsOf } from "./find-background-variants.ts";

/** The first `take` publicly listed Twends in `orderBy` order, as cards with their backgrounds' copies. */
export async function findListedCards(ctx: AppContext, orderBy: Prisma.CampaignOrderByWithRelationInput[], take: number): Promise<CampaignCard[]> {
  const rows = await ctx.db.prisma.campaign.findMany({ where: listedPublicly(ctx), orderBy, take, select: cardSelect });
  const variants = await findBackgroundVariants(
    ctx,
    rows.map((row) => row.backgroundHash),
  );
  return rows.map((row) => toCampaignCard(row, variantsOf(variants, row.backgroundHash), ctx.media));
}
