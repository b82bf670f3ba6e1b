import type { User } from "@twend/db";
import type { AppContext } from "../../context/app-context.ts";
import { findOwnedCampaign } from "../owned-campaign.ts";

/**
 * Removes the Twend with its actions, reports, share pages and old links (the
 * foreign keys cascade). Its media files stay until no row refers to them;
 * collecting those is a separate sweep, since other Twends may share a file.
 */
export async function deleteCampaign(ctx: AppContext, user: User, id: number): Promise<void> {
  const campaign = await findOwnedCampaign(ctx, user, id);
  await ctx.db.prisma.campaign.delete({ where: { id: campaign.id } });
  await ctx.campaignCache.invalidate(campaign.id);
  ctx.publicLists.clear();
}
