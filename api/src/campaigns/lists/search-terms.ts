import { Prisma, type PrismaClient } from "@twend/db";
import { SEARCH_MATCHES_MAX } from "@twend/shared";

// The share of a typed word's trigrams that must appear in one stretch of a title or description
// for a misspelling to count: 0.4 lets one wrong, missing or swapped letter in a five-letter word
// through ("earht", "climte") and a plural find its singular ("rallies", "rally").
const TYPO_THRESHOLD = "0.4";

export interface SearchTerms {
  /** What was typed is in the title, the description or the category. */
  contained: Prisma.Sql;
  /** A near spelling of a stretch of the title's or the description's words. */
  near: Prisma.Sql;
  /** How well a found row matches; higher first. */
  relevance: Prisma.Sql;
}

/**
 * What a search finds and how well, for browse and the search box's suggestions alike. Titles and
 * descriptions are compared lower-cased and without accents (twend_fold, kept folded in
 * title_folded and description_folded, which the trigram indexes are built on, beside the
 * category), as a substring or, failing that, as a near spelling of a stretch
 * of words (`<%`, word similarity); the category still matches as a substring. The relevance is an
 * integer so a cursor carries it exactly: a substring of the title ranks above one of the
 * description or category, which ranks above a near spelling; within each, the closer spelling first.
 */
export function searchOf(search: string): SearchTerms {
  // LIKE wildcards in what a visitor typed are text to find, not patterns.
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const typed = Prisma.sql`twend_fold(${search})`;
  const inTitle = Prisma.sql`c.title_folded LIKE twend_fold(${pattern})`;
  const inDescription = Prisma.sql`c.description_folded LIKE twend_fold(${pattern})`;
  const inCategory = Prisma.sql`c.category ILIKE ${pattern}`;
  const contained = Prisma.sql`(${inTitle} OR ${inDescription} OR ${inCategory})`;
  const near = Prisma.sql`(${typed} <% c.title_folded OR ${typed} <% c.description_folded)`;
  return {
    contained,
    near,
    relevance: Prisma.sql`(CASE WHEN ${inTitle} THEN 2000 WHEN ${inDescription} OR ${inCategory} THEN 1000 ELSE 0 END
      + round(1000 * greatest(word_similarity(${typed}, c.title_folded), word_similarity(${typed}, coalesce(c.description_folded, '')) / 2))::int)`,
  };
}

/**
 * The first `limit` rows that match (`listed`: the conditions besides the search every row must
 * meet), those containing what was typed before those spelt near it. A broad search stops reading
 * there rather than scoring or counting tens of thousands of rows, which took seconds at a million
 * Twends. Within each kind the rows come in the table's own order (see withTypoThreshold), the same
 * for every page of one search.
 */
function firstMatches(listed: Prisma.Sql, search: SearchTerms, columns: Prisma.Sql, limit: number): Prisma.Sql {
  return Prisma.sql`
    (SELECT ${columns} FROM campaigns c WHERE ${listed} AND ${search.contained} LIMIT ${limit})
    UNION ALL
    (SELECT ${columns} FROM campaigns c WHERE ${listed} AND ${search.contained} IS NOT TRUE AND ${search.near} LIMIT ${limit})
    LIMIT ${limit}`;
}

/** The Twends a search ranks, with their relevance, as a table to select from: every match of a narrow search, SEARCH_MATCHES_MAX of a broad one. */
export function rankedMatches(listed: Prisma.Sql, search: SearchTerms): Prisma.Sql {
  return Prisma.sql`(SELECT c.*, ${search.relevance} AS relevance FROM (${firstMatches(listed, search, Prisma.sql`*`, SEARCH_MATCHES_MAX)}) c)`;
}

/** How many Twends match, counting no further than one past SEARCH_MATCHES_MAX. */
export function countMatches(listed: Prisma.Sql, search: SearchTerms): Prisma.Sql {
  return Prisma.sql`SELECT count(*) AS n FROM (${firstMatches(listed, search, Prisma.sql`1`, SEARCH_MATCHES_MAX + 1)}) c`;
}

/**
 * Runs a search's query with the typo threshold, set for its own transaction so the connection's
 * other queries keep the default. Its scan reads the table in one fixed order (no parallel workers,
 * no joining another scan midway), so rankedMatches takes the same rows for page 1 and page 2.
 */
export async function withTypoThreshold<T>(prisma: PrismaClient, query: Prisma.PrismaPromise<T>): Promise<T> {
  const [, result] = await prisma.$transaction([
    prisma.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true),
      set_config('max_parallel_workers_per_gather', '0', true), set_config('synchronize_seqscans', 'off', true)`,
    query,
  ]);
  return result;
}
