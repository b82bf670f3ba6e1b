import type { User } from "@twend/db";
import type { OwnerCampaign } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { publicCampaignInclude, toOwnerCampaign } from "../campaign-dto.ts";

/** The creator's own Twends, newest first, hidden ones included. */
export async function findUserCampaigns(ctx: AppContext, user: User): Promise<OwnerCampaign[]> {
  const rows = await ctx.db.prisma.campaign.findMany({
    where: { ownerId: user.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: publicCampaignInclude,
  });
  return rows.map((row) => toOwnerCampaign(row, ctx.media));
}
