import { Prisma } from "@twend/db";
import type { MediaLinks } from "@twend/media";
import { LIMITS, SEARCH_MATCHES_MAX, type BrowsePage, type BrowseQuery, type BrowseSort, type CampaignListItem } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { decodeBrowseCursor, encodeBrowseCursor, type BrowsePosition } from "./browse-cursor.ts";
import { listedInSql } from "./campaign-queries.ts";
import { findBackgroundVariants, variantsOf, type VariantsBySource } from "./find-background-variants.ts";
import { countMatches, rankedMatches, searchOf, withTypoThreshold } from "./search-terms.ts";

interface BrowseRow {
  id: number;
  short_id: string;
  title: string;
  category: string;
  background_image_url: string;
  total_views: number;
  total_downloads: number;
  created_at: Date;
  background_hash: string | null;
  thumbnail_hash: string | null;
  thumbnail_mime: string | null;
  /** A search's rows only. */
  relevance?: number;
}

// Every order ends with the id, so the order is total and a cursor names one place in it.
export const BROWSE_ORDER: Record<BrowseSort, Prisma.Sql> = {
  newest: Prisma.sql`c.created_at DESC, c.id DESC`,
  trending: Prisma.sql`c.total_views DESC, c.id DESC`,
  popular: Prisma.sql`c.total_views DESC, c.id DESC`,
};

// A row-value comparison, unlike the equivalent OR, is an index condition: page 50 starts where page 49 ended instead of scanning to it.
// A search's pages lead with the relevance, the order's first key.
function after(position: BrowsePosition): Prisma.Sql {
  const [columns, values] =
    position.sort === "newest"
      ? [Prisma.sql`c.created_at, c.id`, Prisma.sql`${position.createdAt}, ${position.id}`]
      : [Prisma.sql`c.total_views, c.id`, Prisma.sql`${position.totalViews}, ${position.id}`];
  return position.relevance === null ? Prisma.sql`(${columns}) < (${values})` : Prisma.sql`(c.relevance, ${columns}) < (${position.relevance}, ${values})`;
}

function toListItem(row: BrowseRow, variants: VariantsBySource, links: MediaLinks): CampaignListItem {
  return {
    id: row.id,
    short_id: row.short_id,
    title: row.title,
    background_image_url: links.urlOf(row.background_image_url),
    thumbnail_url: row.thumbnail_hash && row.thumbnail_mime ? links.url(row.thumbnail_hash, row.thumbnail_mime) : null,
    total_views: row.total_views,
    category: row.category,
    total_downloads: row.total_downloads,
    created_at: row.created_at.toISOString(),
    background_variants: variantsOf(variants, row.background_hash),
  };
}

/**
 * The browse list: search (titles and descriptions forgiving case, accents, a typo and a partial
 * word, in any script; categories as a substring; the best matches first, then the chosen sort),
 * category, sort and one page at a time, all done by the database. Pages continue after the
 * previous page's last card rather than at an offset, so Twends created meanwhile neither repeat a
 * card nor skip one. Each page is the same for every visitor, so it is shared for a few seconds
 * (BROWSE_PAGE_TTL_MS).
 */
export function findAllCampaigns(ctx: AppContext, query: BrowseQuery): Promise<BrowsePage> {
  const key = JSON.stringify([query.search ?? "", query.category ?? "", query.sort, query.limit ?? LIMITS.publicListMax, query.cursor ?? ""]);
  return ctx.publicLists.browsePages.get(key, () => findBrowsePage(ctx, query));
}

async function findBrowsePage(ctx: AppContext, query: BrowseQuery): Promise<BrowsePage> {
  const prisma = ctx.db.prisma;
  const limit = query.limit ?? LIMITS.publicListMax;
  const search = query.search ? searchOf(query.search) : undefined;
  const category = query.category || undefined;
  const listed = listedInSql(ctx, category);
  const position = query.cursor ? decodeBrowseCursor(query.cursor, query.sort, search !== undefined) : undefined;
  // The page's background copies are read as soon as its rows arrive, while the count may still be running.
  const pageRows = async () => {
    // A search's relevance is a column of its matches, so the order and the cursor can name it.
    const select = (source: Prisma.Sql, where: Prisma.Sql, relevance: Prisma.Sql, order: Prisma.Sql) => prisma.$queryRaw<BrowseRow[]>`
      SELECT c.id, c.short_id, c.title, c.category, c.background_image_url, c.total_views, c.total_downloads, c.created_at,
             c.background_hash, m.hash AS thumbnail_hash, m.mime_type AS thumbnail_mime${relevance}
      FROM ${source} c LEFT JOIN media_objects m ON m.hash = c.thumbnail_hash
      WHERE ${where} ${position ? Prisma.sql`AND ${after(position)}` : Prisma.empty}
      ORDER BY ${order}
      LIMIT ${limit + 1}`;
    const rows = search
      ? await withTypoThreshold(
          prisma,
          select(rankedMatches(listed, search), Prisma.sql`TRUE`, Prisma.sql`, c.relevance`, Prisma.sql`c.relevance DESC, ${BROWSE_ORDER[query.sort]}`),
        )
      : await select(Prisma.sql`campaigns`, listed, Prisma.empty, BROWSE_ORDER[query.sort]);
    const variants = await findBackgroundVariants(
      ctx,
      rows.slice(0, limit).map((row) => row.background_hash),
    );
    return { rows, variants };
  };
  const count = async (): Promise<number> => {
    const [row] = search
      ? await withTypoThreshold(prisma, prisma.$queryRaw<[{ n: bigint }]>`${countMatches(listed, search)}`)
      : await prisma.$queryRaw<[{ n: bigint }]>`SELECT count(*) AS n FROM campaigns c WHERE ${listed}`;
    return Number(row.n);
  };
  const [{ rows, variants }, total] = await Promise.all([
    pageRows(),
    // Counted for the first page's 'n Twends found' only; later pages need not pay for it again.
    position ? null : ctx.publicLists.browseTotals.get(JSON.stringify([query.search ?? "", category ?? ""]), count),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const relevance = search ? (last?.relevance ?? 0) : null;
  const next =
    rows.length > limit && last
      ? encodeBrowseCursor(
          query.sort === "newest"
            ? { sort: "newest", createdAt: last.created_at, id: last.id, relevance }
            : { sort: query.sort, totalViews: last.total_views, id: last.id, relevance },
        )
      : null;
  const capped = total !== null && total > SEARCH_MATCHES_MAX;
  return { data: page.map((row) => toListItem(row, variants, ctx.media)), total: capped ? SEARCH_MATCHES_MAX : total, total_capped: capped, next_cursor: next };
}
