import { z } from "zod";
import { requiredText, text } from "./safe-input.ts";
import { campaignListItemSchema, publicListLimitSchema } from "./schemas.ts";
import { maxChars, oneOf } from "./schema-checks.ts";
import { refusal, SCHEMA_MESSAGES } from "./schema-messages.ts";

/** The browse page's sorts; trending and popular both order by total_views (spec), newest by created_at. */
export const BROWSE_SORTS = ["trending", "newest", "popular"] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];
export const BROWSE_SORT_LABELS: Record<BrowseSort, string> = {
  trending: "Most Trending",
  newest: "Newest First",
  popular: "Most Popular",
};

/** Cards per page of /browse: a page stays small (thumbnails, no design fields) however large the table. */
export const BROWSE_PAGE_SIZE = 24;
export const BROWSE_SEARCH_MAX = 100;
/**
 * A search ranks and counts at most this many matching Twends, so a broad one ("a", a common
 * word) costs what a narrow one does; past it the count reads "500+" and a longer search narrows it.
 */
export const SEARCH_MATCHES_MAX = 500;
const CATEGORY_MAX = 60;
const browseCategory = text().trim().check(maxChars("category", CATEGORY_MAX)).optional();

/**
 * `GET /api/campaigns/all` (and tRPC `campaigns.all`): the spec's browse list,
 * with optional search, category, sort and paging. Paging is by cursor, so
 * Twends created while someone scrolls neither repeat nor push others out.
 */
export const browseQuerySchema = z
  .object({
    search: text().trim().check(maxChars("search", BROWSE_SEARCH_MAX)).optional(),
    category: browseCategory,
    sort: oneOf("sort", BROWSE_SORTS).default("newest"),
    limit: publicListLimitSchema.optional(),
    cursor: text().max(200, refusal(SCHEMA_MESSAGES.notValid, "cursor")).optional(),
  })
  .default({ sort: "newest" });
export type BrowseQuery = z.infer<typeof browseQuerySchema>;

export const browsePageSchema = z.object({
  data: z.array(campaignListItemSchema),
  /** Matching Twends in all; counted on the first page only (later pages answer null). */
  total: z.number().int().nullable(),
  /** A search matched more than SEARCH_MATCHES_MAX Twends: `total` is that bound and the pages rank that many. */
  total_capped: z.boolean(),
  /** Pass back as `cursor` for the next page; null on the last one. */
  next_cursor: text().nullable(),
});
export type BrowsePage = z.infer<typeof browsePageSchema>;

/** The most suggestions a search box shows under what has been typed. */
export const SUGGESTIONS_MAX = 6;

/**
 * `GET /api/campaigns/suggestions` (and tRPC `campaigns.suggest`): the titles a search box offers
 * for what has been typed so far, found by browse's own search.
 */
export const suggestQuerySchema = z.object({
  q: requiredText("q", BROWSE_SEARCH_MAX),
  category: browseCategory,
});
export type SuggestQuery = z.infer<typeof suggestQuerySchema>;

export const campaignSuggestionSchema = z.object({ short_id: text(), title: text() });
export type CampaignSuggestion = z.infer<typeof campaignSuggestionSchema>;
