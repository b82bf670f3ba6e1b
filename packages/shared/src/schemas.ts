import { z } from "zod";
import { text } from "./safe-input.ts";
import { ACTION_TYPES, CAMPAIGN_CATEGORIES, FRAME_MODES, LIMITS } from "./constants.ts";
import { LOCALE_CODES } from "./locales.ts";
import { atLeast, atMost, maxChars, minChars } from "./schema-checks.ts";
import { refusal, SCHEMA_MESSAGES } from "./schema-messages.ts";

/** A visitor session id from local storage: random, opaque, bounded. */
export const sessionIdSchema = z
  .string()
  .trim()
  .check(minChars("session_id", 8), maxChars("session_id", 64))
  .regex(/^[A-Za-z0-9_-]+$/, SCHEMA_MESSAGES.sessionIdCharacters);

export const trackVisitInput = z.object({
  session_id: sessionIdSchema,
  page_path: text().trim().min(1, refusal(SCHEMA_MESSAGES.required, "page_path")).check(maxChars("page_path", 512)).startsWith("/", SCHEMA_MESSAGES.pagePathStart),
});
export type TrackVisitInput = z.infer<typeof trackVisitInput>;

export const shortIdParam = text()
  .trim()
  .min(1, refusal(SCHEMA_MESSAGES.required, "shortId"))
  .check(maxChars("shortId", LIMITS.shortId.max))
  .transform((s) => s.toLowerCase());

export const campaignCategorySchema = z.enum(CAMPAIGN_CATEGORIES);
export const actionTypeSchema = z.enum(ACTION_TYPES);

/** `limit` of a public list, from a query string: bounded, so no request reads a whole table. */
export const publicListLimitSchema = z.coerce
  .number({ message: refusal(SCHEMA_MESSAGES.notNumber, "limit") })
  .int(refusal(SCHEMA_MESSAGES.notWholeNumber, "limit"))
  .check(atLeast("limit", 1), atMost("limit", LIMITS.publicListMax));

/** A WebP copy of a Twend's background, cut for the generator's preview frame and the cards. */
export const backgroundVariantSchema = z.object({ url: z.string(), width: z.number().int() });
export type BackgroundVariant = z.infer<typeof backgroundVariantSchema>;

/** Entry of the home page's trending and recent lists. */
export const campaignCardSchema = z.object({
  id: z.number().int(),
  short_id: z.string(),
  title: z.string(),
  background_image_url: z.string(),
  thumbnail_url: z.string().nullable(),
  total_views: z.number().int(),
  category: z.string(),
  /** Narrowest first; empty until the worker has made them. */
  background_variants: z.array(backgroundVariantSchema),
});
export type CampaignCard = z.infer<typeof campaignCardSchema>;

/** Entry of the browse list. */
export const campaignListItemSchema = campaignCardSchema.extend({
  total_downloads: z.number().int(),
  created_at: z.string(),
});
export type CampaignListItem = z.infer<typeof campaignListItemSchema>;

/** The public Twend as the generator needs it. */
export const publicCampaignSchema = campaignListItemSchema.extend({
  description: z.string().nullable(),
  background_x: z.number(),
  background_y: z.number(),
  avatar_x: z.number(),
  avatar_y: z.number(),
  avatar_size: z.number(),
  avatar_shape: z.enum(["circle", "square"]),
  avatar_color: z.string(),
  /** Beyond the spec: how the photo meets the background (FRAME_MODES). */
  frame_mode: z.enum(FRAME_MODES),
  /** Beyond the spec: the language the page opens in for visitors who have not chosen one; null: their browser's. */
  locale: z.enum(LOCALE_CODES).nullable(),
  text_x: z.number(),
  text_y: z.number(),
  text_font: z.string(),
  text_size: z.number(),
  text_color: z.string(),
  include_text: z.boolean(),
  total_shares: z.number().int(),
  caption_template: z.string().nullable(),
  preview_image_url: z.string().nullable(),
  background_width: z.number().int().nullable(),
  background_height: z.number().int().nullable(),
  updated_at: z.string(),
});
export type PublicCampaign = z.infer<typeof publicCampaignSchema>;

/** The documented REST envelope. */
export type ApiSuccess<T> = { success: true; data: T };
export type ApiFailure = { success: false; error: string };
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
