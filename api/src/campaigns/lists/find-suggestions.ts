import { SUGGESTIONS_MAX, type CampaignSuggestion, type SuggestQuery } from "@twend/shared";
import type { AppContext } from "../../context/app-context.ts";
import { listedInSql } from "./campaign-queries.ts";
import { BROWSE_ORDER } from "./find-all-campaigns.ts";
import { rankedMatches, searchOf, withTypoThreshold } from "./search-terms.ts";

/**
 * The titles the search box offers for what has been typed: browse's search with the trending
 * sort, so the suggestions are the first cards the search itself would show. Each keystroke's
 * answer is kept for every visitor a few seconds (publicLists.suggestions).
 */
export async function findSuggestions(ctx: AppContext, query: SuggestQuery): Promise<CampaignSuggestion[]> {
  const category = query.category || undefined;
  return ctx.publicLists.suggestions.get(JSON.stringify([query.q, category ?? ""]), () => {
    const search = searchOf(query.q);
    const listed = listedInSql(ctx, category);
    const prisma = ctx.db.prisma;
    return withTypoThreshold(
      prisma,
      prisma.$queryRaw<CampaignSuggestion[]>`
        SELECT c.short_id, c.title FROM ${rankedMatches(listed, search)} c
        ORDER BY c.relevance DESC, ${BROWSE_ORDER.trending}
        LIMIT ${SUGGESTIONS_MAX}`,
    );
  });
}
