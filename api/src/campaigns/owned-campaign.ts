import type { Campaign, User } from "@twend/db";
import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { isAdmin } from "../auth/current-user.ts";
import { HttpError } from "../http/http-error.ts";

/**
 * A Twend the user may change: their own, or any for an admin. Everyone else
 * gets the same 404 as for a Twend that does not exist, so ids reveal nothing.
 */
export async function findOwnedCampaign(ctx: AppContext, user: User, id: number): Promise<Campaign> {
  const campaign = Number.isSafeInteger(id) ? await ctx.db.prisma.campaign.findUnique({ where: { id } }) : null;
  if (!campaign || (campaign.ownerId !== user.id && !isAdmin(ctx, user))) throw new HttpError(404, MESSAGES.campaignNotEditable);
  return campaign;
}
