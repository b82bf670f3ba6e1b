import type { PrismaClient } from "@twend/db";

/**
 * The trending rule. Each distinct actor of the last WINDOW_DAYS counts its
 * weight once per kind of action on a Twend, halved for every HALF_LIFE_HOURS
 * since its latest, so today's activity outweighs last week's and a share says
 * more than a view. An actor is the network the action came from (a keyed
 * hash, see the API's clientNetwork), or its session for actions recorded
 * before networks were: one client minting session ids is one actor, so it
 * cannot move a Twend past others that many people use. A small lifetime term,
 * log10(1 + views + generations), orders Twends with no recent activity and
 * breaks ties, without letting an old giant hold the top forever: 100 views
 * today (score ~70) beat a million views in total and none this week (6).
 * Admin-flagged Twends come before any score (see findTrendingCampaigns).
 */
export const TRENDING_RULE = {
  windowDays: 7,
  halfLifeHours: 24,
  weights: { view: 1, download: 2, generation: 3, share: 4 },
} as const;

/** Recomputes every Twend's trending_score in one statement; rows whose score did not move are not written. */
export async function scoreTrendingJob(deps: { prisma: PrismaClient }): Promise<{ updated: number }> {
  const { windowDays, halfLifeHours, weights } = TRENDING_RULE;
  const updated = await deps.prisma.$executeRaw`
    WITH actors AS (
      SELECT campaign_id, type, max(created_at) AS latest
      FROM actions
      WHERE created_at > now() - make_interval(days => ${windowDays}::int)
      GROUP BY campaign_id, type, COALESCE('n:' || network_hash, 's:' || session_id)
    ), recent AS (
      SELECT campaign_id,
             SUM(CASE type::text
                   WHEN 'view' THEN ${weights.view}::float8
                   WHEN 'download' THEN ${weights.download}::float8
                   WHEN 'generation' THEN ${weights.generation}::float8
                   WHEN 'share' THEN ${weights.share}::float8
                   ELSE 0 END
                 * power(0.5, EXTRACT(EPOCH FROM (now() - latest)) / (${halfLifeHours}::float8 * 3600))) AS score
      FROM actors
      GROUP BY campaign_id
    ), scored AS (
      SELECT c.id, COALESCE(r.score, 0) + log(1 + c.total_views + c.total_downloads) AS score
      FROM campaigns c LEFT JOIN recent r ON r.campaign_id = c.id
    )
    UPDATE campaigns c SET trending_score = s.score
    FROM scored s
    WHERE s.id = c.id AND abs(c.trending_score - s.score) > 1e-9`;
  return { updated };
}
