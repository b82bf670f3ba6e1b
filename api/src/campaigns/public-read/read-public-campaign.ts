import type { Database } from "@twend/db";
import type { MediaLinks } from "@twend/media";
import { DESIGN_FIELDS, type DesignField, type PublicCampaign } from "@twend/shared";

type Row = Omit<PublicCampaign, "thumbnail_url" | "preview_image_url" | "background_variants" | "created_at" | "updated_at"> & {
  is_active: boolean;
  created_at: Date;
  updated_at: Date;
  thumbnail_hash: string | null;
  thumbnail_type: string | null;
  preview_hash: string | null;
  preview_type: string | null;
  /** Narrowest first. */
  variants: Array<{ hash: string; type: string; width: number }>;
};

/** Design columns of a PostgreSQL enum type, read as the text the API answers. */
const ENUM_FIELDS: ReadonlySet<DesignField> = new Set(["avatar_shape", "frame_mode"]);
const DESIGN_COLUMNS = DESIGN_FIELDS.map((field) => (ENUM_FIELDS.has(field) ? `c.${field}::text AS ${field}` : `c.${field}`)).join(", ");

/**
 * The public Twend by its link or a link it used to have, in one statement
 * whose columns are already named as the API answers them, sent straight to
 * the driver: a cache miss costs one round trip and no ORM work (the cold read
 * of bench/generate). Inactive Twends are returned, for the caller to hide.
 * Media URLs are handed out as `links` (the media store's) makes them.
 */
export async function readPublicCampaign(
  db: Pick<Database, "query">,
  links: MediaLinks,
  shortId: string,
): Promise<{ id: number; isActive: boolean; dto: PublicCampaign } | null> {
  const [row] = await db.query<Row>(
    `
    WITH target AS (
      (SELECT id FROM campaigns WHERE short_id = $1)
      UNION ALL
      (SELECT campaign_id FROM short_id_redirects WHERE short_id = $1)
      LIMIT 1
    )
    SELECT c.id, c.short_id, c.title, c.category, c.background_image_url, c.total_views, c.total_downloads, c.created_at,
           c.description, c.background_x, c.background_y, ${DESIGN_COLUMNS}, c.locale, c.total_shares,
           c.caption_template, c.updated_at, c.is_active,
           t.hash AS thumbnail_hash, t.mime_type AS thumbnail_type,
           p.hash AS preview_hash, p.mime_type AS preview_type,
           b.width AS background_width, b.height AS background_height,
           COALESCE((SELECT json_agg(json_build_object('hash', v.media_hash, 'type', vm.mime_type, 'width', v.width) ORDER BY v.width)
                       FROM background_variants v JOIN media_objects vm ON vm.hash = v.media_hash
                      WHERE v.source_hash = c.background_hash), '[]') AS variants
      FROM target JOIN campaigns c ON c.id = target.id
      LEFT JOIN media_objects t ON t.hash = c.thumbnail_hash
      LEFT JOIN media_objects p ON p.hash = c.preview_hash
      LEFT JOIN media_objects b ON b.hash = c.background_hash`,
    [shortId],
  );
  if (!row) return null;
  const { is_active, thumbnail_hash, thumbnail_type, preview_hash, preview_type, variants, created_at, updated_at, background_image_url, ...fields } = row;
  const urlOf = (hash: string | null, type: string | null) => (hash && type ? links.url(hash, type) : null);
  return {
    id: row.id,
    isActive: is_active,
    dto: {
      ...fields,
      background_image_url: links.urlOf(background_image_url),
      thumbnail_url: urlOf(thumbnail_hash, thumbnail_type),
      preview_image_url: urlOf(preview_hash, preview_type),
      background_variants: variants.map((variant) => ({ url: links.url(variant.hash, variant.type), width: variant.width })),
      created_at: created_at.toISOString(),
      updated_at: updated_at.toISOString(),
    },
  };
}
