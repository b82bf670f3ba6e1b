import type { PrismaClient } from "@twend/db";
import { CAMPAIGN_CATEGORIES } from "@twend/shared";

export const SEEDED = 100_000;
/** First words of the seeded titles: each is in a quarter of them, so a search for one is broad, as real searches are. */
export const TITLE_WORDS = ["Green", "Unity", "Bright", "Pride"] as const;
const SECOND_WORDS = ["Rivers", "City", "Future", "Campaign", "Day", "Week", "Festival", "March", "Cup", "Drive"];

/**
 * 100,000 active Twends in one INSERT ... SELECT: titles like 'Green City
 * 4711', the creator categories in turn, views spread over five orders of
 * magnitude, creation times over a year, scores as the trending job would
 * leave them for Twends with no recent activity. Statistics are refreshed so
 * the planner knows the table's size.
 */
export async function seedCampaigns(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRaw`
    INSERT INTO campaigns (short_id, title, category, background_image_url, total_views, total_downloads, trending_score, created_at, updated_at)
    SELECT 'bench-' || i,
           (${[...TITLE_WORDS]}::text[])[1 + i % 4] || ' ' || (${SECOND_WORDS}::text[])[1 + (i / 4) % 10] || ' ' || i,
           (${[...CAMPAIGN_CATEGORIES]}::text[])[1 + (i / 4) % ${CAMPAIGN_CATEGORIES.length}],
           '/media/bench-' || (i % 50) || '.png',
           v.views, v.views / 3, log(1 + v.views + v.views / 3),
           now() - make_interval(mins => i * 5), now()
    FROM generate_series(1, ${SEEDED}::int) AS i,
         LATERAL (SELECT floor(power(10, 5 * ((i * 7919) % 1000) / 1000.0))::int AS views) AS v`;
  await prisma.$executeRawUnsafe("ANALYZE campaigns");
}
