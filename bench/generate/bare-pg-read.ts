import { mediaUrl } from "@twend/media";
import type { PublicCampaign } from "@twend/shared";
import type pg from "pg";

// What publicCampaignInclude + toPublicCampaign read, in one statement: the
// campaign by short_id with its thumbnail, preview and background media rows.
const PUBLIC_CAMPAIGN_SQL = `
SELECT c.id, c.short_id, c.title, c.category, c.background_image_url, c.total_views, c.total_downloads,
       c.created_at, c.description, c.background_x, c.background_y, c.avatar_x, c.avatar_y, c.avatar_size,
       c.avatar_shape, c.avatar_color, c.text_x, c.text_y, c.text_font, c.text_size, c.text_color,
       c.include_text, c.total_shares, c.caption_template, c.updated_at,
       t.hash AS thumbnail_hash, t.mime_type AS thumbnail_type,
       p.hash AS preview_hash, p.mime_type AS preview_type,
       b.width AS background_width, b.height AS background_height
  FROM campaigns c
  LEFT JOIN media_objects t ON t.hash = c.thumbnail_hash
  LEFT JOIN media_objects p ON p.hash = c.preview_hash
  LEFT JOIN media_objects b ON b.hash = c.background_hash
 WHERE c.short_id = $1 AND c.is_active`;

interface PublicCampaignRow {
  id: number;
  short_id: string;
  title: string;
  category: string;
  background_image_url: string;
  total_views: number;
  total_downloads: number;
  created_at: Date;
  description: string | null;
  background_x: number;
  background_y: number;
  avatar_x: number;
  avatar_y: number;
  avatar_size: number;
  avatar_shape: "circle" | "square";
  avatar_color: string;
  text_x: number;
  text_y: number;
  text_font: string;
  text_size: number;
  text_color: string;
  include_text: boolean;
  total_shares: number;
  caption_template: string | null;
  updated_at: Date;
  thumbnail_hash: string | null;
  thumbnail_type: string | null;
  preview_hash: string | null;
  preview_type: string | null;
  background_width: number | null;
  background_height: number | null;
}

const urlOf = (hash: string | null, type: string | null) => (hash && type ? mediaUrl(hash, type) : null);

/** The public Twend as GET /api/campaigns/{shortId} answers it, read with plain SQL: the floor for a cache miss. */
export async function readPublicCampaign(pool: pg.Pool, shortId: string): Promise<PublicCampaign | null> {
  const { rows } = await pool.query<PublicCampaignRow>(PUBLIC_CAMPAIGN_SQL, [shortId]);
  const row = rows[0];
  if (!row) return null;
  const { thumbnail_hash, thumbnail_type, preview_hash, preview_type, created_at, updated_at, ...fields } = row;
  return {
    ...fields,
    thumbnail_url: urlOf(thumbnail_hash, thumbnail_type),
    preview_image_url: urlOf(preview_hash, preview_type),
    created_at: created_at.toISOString(),
    updated_at: updated_at.toISOString(),
  };
}
