import { Prisma, type PrismaClient } from "@twend/db";

// The share of a typed word's trigrams that must appear in one stretch of a title or description
// for a misspelling to count: 0.4 lets one wrong, missing or swapped letter in a five-letter word
// through ("earht", "climte") and a plural find its singular ("rallies", "rally").
const TYPO_THRESHOLD = "0.4";

/**
 * What a search finds and how well, for browse and the search box's suggestions alike. Titles and
 * descriptions are compared lower-cased and without accents (twend_fold, kept folded in
 * title_folded and description_folded, which the trigram indexes are built on, beside the
 * category), as a substring or, failing that, as a near spelling of a stretch
 * of words (`<%`, word similarity); the category still matches as a substring. The relevance is an
 * integer so a cursor carries it exactly: a substring of the title ranks above one of the
 * description or category, which ranks above a near spelling; within each, the closer spelling first.
 */
export function searchOf(search: string): { filter: Prisma.Sql; relevance: Prisma.Sql } {
  // LIKE wildcards in what a visitor typed are text to find, not patterns.
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const typed = Prisma.sql`twend_fold(${search})`;
  const inTitle = Prisma.sql`c.title_folded LIKE twend_fold(${pattern})`;
  const inDescription = Prisma.sql`c.description_folded LIKE twend_fold(${pattern})`;
  const inCategory = Prisma.sql`c.category ILIKE ${pattern}`;
  return {
    filter: Prisma.sql`(${inTitle} OR ${typed} <% c.title_folded OR ${inDescription} OR ${typed} <% c.description_folded OR ${inCategory})`,
    relevance: Prisma.sql`(CASE WHEN ${inTitle} THEN 2000 WHEN ${inDescription} OR ${inCategory} THEN 1000 ELSE 0 END
      + round(1000 * greatest(word_similarity(${typed}, c.title_folded), word_similarity(${typed}, coalesce(c.description_folded, '')) / 2))::int)`,
  };
}

/** Runs a search's query with the typo threshold, set for its own transaction so the connection's other queries keep the default. */
export async function withTypoThreshold<T>(prisma: PrismaClient, query: Prisma.PrismaPromise<T>): Promise<T> {
  const [, result] = await prisma.$transaction([prisma.$queryRaw`SELECT set_config('pg_trgm.word_similarity_threshold', ${TYPO_THRESHOLD}, true)`, query]);
  return result;
}
