import { z } from "zod";
import { text } from "./safe-input.ts";
import { ADMIN_CAMPAIGN_CATEGORIES, LIMITS } from "./constants.ts";
import { atLeast, atMost, maxChars, oneOf, trueOrFalse } from "./schema-checks.ts";
import { fillTemplate, refusal, SCHEMA_MESSAGES } from "./schema-messages.ts";

/** Largest admin page: a bigger `limit` is refused, so no request reads a whole table. */
export const ADMIN_PAGE_MAX = 100;
export const ADMIN_SORT_ORDERS = ["desc", "asc"] as const;
export const ADMIN_CAMPAIGN_SORTS = ["created_at", "title", "total_views", "category"] as const;
export const ADMIN_BLOG_SORTS = ["created_at", "title", "view_count", "category"] as const;

/** A list's page number, 1 and up: every admin list's, in the query string or a tRPC input. */
export const adminPageField = z.coerce
  .number({ message: refusal(SCHEMA_MESSAGES.notNumber, "page") })
  .int(refusal(SCHEMA_MESSAGES.notWholeNumber, "page"))
  .check(atLeast("page", 1))
  .default(1);
/** A list's page size, at most ADMIN_PAGE_MAX. */
export const adminLimitField = z.coerce
  .number({ message: refusal(SCHEMA_MESSAGES.notNumber, "limit") })
  .int(refusal(SCHEMA_MESSAGES.notWholeNumber, "limit"))
  .check(atLeast("limit", 1), atMost("limit", ADMIN_PAGE_MAX))
  .default(LIMITS.adminPageSize);
const search = text().trim().check(maxChars("search", 100)).default("");

/** A table's query: sort fields and orders come from fixed lists and never reach SQL as text. */
export function sortedListQuery<S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    page: adminPageField,
    limit: adminLimitField,
    search,
    sortBy: oneOf("sortBy", sorts).default(sorts[0]),
    sortOrder: z.enum(ADMIN_SORT_ORDERS, fillTemplate(SCHEMA_MESSAGES.notEither, { field: "sortOrder", first: "desc", second: "asc" })).default("desc"),
  });
}

/** GET /api/admin/campaigns. Category is sent empty for All; `reported` keeps Twends with open reports. */
export const adminCampaignQuerySchema = sortedListQuery(ADMIN_CAMPAIGN_SORTS).extend({
  category: z
    .union([z.literal(""), z.enum(ADMIN_CAMPAIGN_CATEGORIES)], {
      message: fillTemplate(SCHEMA_MESSAGES.notEmptyOrOneOf, { field: "category", options: ADMIN_CAMPAIGN_CATEGORIES.join(", ") }),
    })
    .default(""),
  reported: z
    .enum(["true", "false"], fillTemplate(SCHEMA_MESSAGES.notEither, { field: "reported", first: "true", second: "false" }))
    .default("false")
    .transform((v) => v === "true"),
});
export type AdminCampaignQuery = z.infer<typeof adminCampaignQuerySchema>;

/** GET /api/admin/users. */
export const adminUserQuerySchema = z.object({ page: adminPageField, limit: adminLimitField, search });
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;

/** PUT /api/admin/campaigns/{id}: one flag at a time, as the table's toggles send it; `reviewed` closes open reports. */
export const adminCampaignUpdateSchema = z
  .object({
    is_active: trueOrFalse("is_active").optional(),
    is_trending: trueOrFalse("is_trending").optional(),
    /** The admin reviewed the Twend's reports: they are closed and the Twend is listed again if active. */
    resolve_reports: z.literal(true, SCHEMA_MESSAGES.resolveReportsOnly).optional(),
  })
  .refine((v) => v.is_active !== undefined || v.is_trending !== undefined || v.resolve_reports !== undefined, {
    message: SCHEMA_MESSAGES.campaignFlagMissing,
  });
export type AdminCampaignUpdate = z.infer<typeof adminCampaignUpdateSchema>;

/** PUT /api/admin/users/{user_id}/status. */
export const adminUserStatusSchema = z.object({ is_active: trueOrFalse("is_active") });

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface AdminMetrics {
  totalCampaigns: number;
  totalUsers: number;
  totalDownloads: number;
  totalShares: number;
  activeCampaigns: number;
  trendingCampaigns: number;
  dailyVisits: number;
  totalVisits: number;
  weeklyGrowth: number;
  /** For whoever runs the service: the job queue now, and server render times over the last day. */
  queue: { waiting: number; active: number; completed: number; failed: number };
  /** Creators' batches of DPs: their rows wait in a queue of their own. */
  batchQueue: { waiting: number; active: number; completed: number; failed: number };
  renderTimes: { count: number; p50Ms: number | null; p95Ms: number | null };
}

export interface DailyStat {
  /** YYYY-MM-DD, UTC. */
  date: string;
  visits: number;
  generations: number;
  downloads: number;
}

export interface AdminCampaignRow {
  id: number;
  short_id: string;
  title: string;
  category: string;
  /** Null for Twends no account owns (seeded ones): the table shows 'Admin'. */
  creator_id: string | null;
  total_views: number;
  is_active: boolean;
  is_trending: boolean;
  created_at: string;
  background_image_url: string;
  /** Reports not yet reviewed (at most one per visitor session), and their reasons, most frequent first. */
  open_reports: number;
  report_reasons: string[];
  /** The distinct reporters behind the open reports (networks and accounts, never sessions): what the hide threshold counts. */
  distinct_reporters: number;
}

export interface AdminUserRow {
  user_id: string;
  email: string;
  /** Null when the account has no name: the table shows 'User'. */
  name: string | null;
  total_campaigns: number;
  is_active: boolean;
  last_seen_at: string | null;
}
