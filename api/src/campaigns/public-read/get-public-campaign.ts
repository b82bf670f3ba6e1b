import { MESSAGES } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { countVisitorAction } from "../../counting/count-visitor-action.ts";
import { notFound } from "../../http/http-error.ts";
import { CachedCampaign } from "./public-campaign-cache.ts";
import { readPublicCampaign } from "./read-public-campaign.ts";

export interface PublicCampaignRequest {
  shortId: string;
  sessionId?: string | undefined;
  source?: string | undefined;
  /** clientNetwork of the caller; a view counts only with it. */
  network?: string | undefined;
}

/**
 * The answer to a public read when it needs no database at all: the Twend is
 * cached under exactly this short_id and there is no view to count. It takes
 * the request's raw values: only validated ids become cache keys or seen
 * sessions, so raw values that match are valid, and anything else (another
 * case, stray spaces, a malformed session) misses and goes through
 * publicCampaignInput and getPublicCampaign. Synchronous and without parsing,
 * so the busiest request of the product (every load of a shared link) costs
 * neither a promise round nor a schema run; undefined means "not from memory".
 */
export function cachedPublicCampaign(ctx: AppContext, shortId: string, sessionId: unknown): CachedCampaign | undefined {
  const cached = ctx.campaignCache.get(shortId);
  // A session_id that is not one string (a repeated parameter) is the schema's to refuse.
  if (!cached || (sessionId !== undefined && typeof sessionId !== "string")) return undefined;
  return countsView(ctx, cached, sessionId) ? undefined : cached;
}

// One view per visitor session and Twend, so reloading cannot inflate total_views; callers
// without a session (crawlers, scripts) read the Twend without counting.
function countsView(ctx: AppContext, campaign: CachedCampaign, sessionId: string | undefined): sessionId is string {
  return sessionId !== undefined && !ctx.campaignCache.hasSeenView(campaign.id, sessionId);
}

/**
 * The Twend behind a public link, from the per-process cache when it is there. A
 * short_id the Twend used to have still resolves (the answer carries the
 * current one). A visitor's first load counts a view (see countView).
 */
export async function getPublicCampaign(ctx: AppContext, input: PublicCampaignRequest): Promise<CachedCampaign> {
  const cached = ctx.campaignCache.get(input.shortId) ?? (await readCampaign(ctx, input.shortId));
  if (!(await countView(ctx, cached, input))) return cached;
  // The visitor sees the view they just added.
  return readCampaign(ctx, input.shortId);
}

/**
 * Counts a visitor session's view of a Twend whose page the server already sent with the
 * Twend in it, so the page itself never reads the Twend again. Unknown and hidden Twends
 * are refused as on a read.
 */
export async function recordPublicView(ctx: AppContext, input: PublicCampaignRequest & { sessionId: string; network: string }): Promise<void> {
  const cached = ctx.campaignCache.get(input.shortId) ?? (await readCampaign(ctx, input.shortId));
  // Re-read so the next reader of the cache sees the view just added.
  if (await countView(ctx, cached, input)) await readCampaign(ctx, input.shortId);
}

/**
 * Records a session's first view of a Twend as a view and as an action, which trending
 * reads for recent activity, within its network's bound (countVisitorAction); true when this
 * call counted it.
 */
async function countView(ctx: AppContext, campaign: CachedCampaign, input: PublicCampaignRequest): Promise<boolean> {
  const { sessionId, network } = input;
  if (!countsView(ctx, campaign, sessionId) || network === undefined) return false;
  const counted = await countVisitorAction(ctx.db.prisma, { campaignId: campaign.id, sessionId, network, type: "view", source: input.source });
  // Seen either way, so a session refused for its network does not query again on every load.
  ctx.campaignCache.markViewSeen(campaign.id, sessionId);
  return counted;
}

async function readCampaign(ctx: AppContext, shortId: string): Promise<CachedCampaign> {
  const readAt = ctx.campaignCache.generation;
  const campaign = await readPublicCampaign(ctx.db, ctx.media, shortId);
  if (!campaign?.isActive) throw notFound(MESSAGES.campaignNotFound);
  const entry = new CachedCampaign(campaign.id, campaign.dto);
  ctx.campaignCache.set(shortId, entry, readAt);
  return entry;
}
