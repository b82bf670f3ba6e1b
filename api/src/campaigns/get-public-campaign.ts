import { MESSAGES, type PublicCampaign } from "@twend/shared";
import type { AppContext } from "../context/app-context.ts";
import { notFound } from "../http/http-error.ts";
import { publicCampaignInclude, toPublicCampaign } from "./campaign-dto.ts";
import type { CachedCampaign } from "./public-campaign-cache.ts";

/**
 * The Twend behind a public link. A short_id the Twend used to have still
 * resolves (the answer carries the current one). A visitor's first load counts
 * a view and records it as an action, which trending reads for recent activity.
 */
export async function getPublicCampaign(
  ctx: AppContext,
  input: { shortId: string; sessionId?: string | undefined; source?: string | undefined },
): Promise<PublicCampaign> {
  const cached = ctx.campaignCache.get(input.shortId) ?? (await readCampaign(ctx, input.shortId));
  const sessionId = input.sessionId;
  // One view per visitor session and Twend, so reloading cannot inflate total_views; callers
  // without a session (crawlers, scripts) read the Twend without counting.
  if (sessionId === undefined || ctx.campaignCache.hasSeenView(cached.id, sessionId)) return cached.dto;
  const prisma = ctx.db.prisma;
  const readAt = ctx.campaignCache.generation;
  const seen = await prisma.action.findFirst({ where: { campaignId: cached.id, sessionId, type: "view" }, select: { id: true } });
  ctx.campaignCache.markViewSeen(cached.id, sessionId);
  if (seen) return cached.dto;
  const [row] = await prisma.$transaction([
    prisma.campaign.update({ where: { id: cached.id }, data: { totalViews: { increment: 1 } }, include: publicCampaignInclude }),
    prisma.action.create({ data: { campaignId: cached.id, type: "view", sessionId, source: input.source ?? null } }),
  ]);
  const fresh = { id: row.id, dto: toPublicCampaign(row) };
  ctx.campaignCache.set(input.shortId, fresh, readAt);
  return fresh.dto;
}

async function readCampaign(ctx: AppContext, shortId: string): Promise<CachedCampaign> {
  const prisma = ctx.db.prisma;
  const readAt = ctx.campaignCache.generation;
  // Read with everything the answer needs at once.
  const campaign =
    (await prisma.campaign.findUnique({ where: { shortId }, include: publicCampaignInclude })) ??
    (await prisma.shortIdRedirect.findUnique({ where: { shortId }, select: { campaign: { include: publicCampaignInclude } } }))?.campaign ??
    null;
  if (!campaign?.isActive) throw notFound(MESSAGES.campaignNotFound);
  const entry = { id: campaign.id, dto: toPublicCampaign(campaign) };
  ctx.campaignCache.set(shortId, entry, readAt);
  return entry;
}
