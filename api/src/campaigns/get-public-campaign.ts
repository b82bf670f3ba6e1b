import { MESSAGES, type PublicCampaign } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { notFound } from "../http/http-error.ts";
import { publicCampaignInclude, toPublicCampaign } from "./campaign-dto.ts";

/**
 * The Twend behind a public link. A short_id the Twend used to have still
 * resolves (the answer carries the current one). A visitor's first load counts
 * a view and records it as an action, which trending reads for recent activity.
 */
export async function getPublicCampaign(
  ctx: AppContext,
  input: { shortId: string; sessionId?: string | undefined; source?: string | undefined },
): Promise<PublicCampaign> {
  const prisma = ctx.db.prisma;
  // Read with everything the answer needs at once: a repeat view is then a single query.
  const campaign =
    (await prisma.campaign.findUnique({ where: { shortId: input.shortId }, include: publicCampaignInclude })) ??
    (await prisma.shortIdRedirect.findUnique({ where: { shortId: input.shortId }, select: { campaign: { include: publicCampaignInclude } } }))
      ?.campaign ??
    null;
  if (!campaign?.isActive) throw notFound(MESSAGES.campaignNotFound);
  const sessionId = input.sessionId;
  // One view per visitor session and Twend, so reloading cannot inflate total_views; callers
  // without a session (crawlers, scripts) read the Twend without counting.
  const counted =
    sessionId !== undefined &&
    (await prisma.action.findFirst({ where: { campaignId: campaign.id, sessionId, type: "view" }, select: { id: true } })) === null;
  if (!counted) return toPublicCampaign(campaign);
  const [row] = await prisma.$transaction([
    prisma.campaign.update({
      where: { id: campaign.id },
      data: { totalViews: { increment: 1 } },
      include: publicCampaignInclude,
    }),
    prisma.action.create({ data: { campaignId: campaign.id, type: "view", sessionId, source: input.source ?? null } }),
  ]);
  return toPublicCampaign(row);
}
