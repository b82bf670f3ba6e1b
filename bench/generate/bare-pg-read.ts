import { mediaLinks } from "@twend/media";
import type { PublicCampaign } from "@twend/shared";
import type pg from "pg";
import { readPublicCampaign } from "../../api/src/campaigns/public-read/read-public-campaign.ts";

/** The app's own statement for a public Twend, on a bare pg pool: the floor for a cache miss. */
export async function readPublicCampaignWithPg(pool: pg.Pool, shortId: string): Promise<PublicCampaign | null> {
  const db = { query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[] };
  const found = await readPublicCampaign(db, mediaLinks(undefined), shortId);
  return found?.isActive ? found.dto : null;
}
