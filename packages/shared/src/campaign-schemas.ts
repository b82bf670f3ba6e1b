import { z } from "zod";
import { text } from "./safe-input.ts";
import { CAMPAIGN_CATEGORIES, CAMPAIGN_DEFAULTS, FONTS, FRAME_MODES, LIMITS, REFERENCE_SIZE, RESERVED_SHORT_IDS } from "./constants.ts";
import { LOCALE_CODES } from "./locales.ts";
import { MESSAGES } from "./messages.ts";
import { publicCampaignSchema } from "./schemas.ts";

const hexColour = (field: string) => z.string(`${field} must be a colour like #ffffff`).regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, `${field} must be a colour like #ffffff`);

const coordinate = (field: string) =>
  z
    .number(`${field} must be a number`)
    .min(0, `${field} must be between 0 and ${REFERENCE_SIZE}`)
    .max(REFERENCE_SIZE, `${field} must be between 0 and ${REFERENCE_SIZE}`);

const frameMode = z.enum(FRAME_MODES, `frame_mode must be one of: ${FRAME_MODES.join(", ")}`);
const pageLocale = z.enum(LOCALE_CODES, `locale must be null or one of: ${LOCALE_CODES.join(", ")}`).nullable();

/** What the creator form edits: the spec's campaign draft (POST /api/campaigns) plus the caption. */
const draftFields = {
  title: text(MESSAGES.titleRequired).trim().min(1, MESSAGES.titleRequired).max(100, "Title must be at most 100 characters"),
  description: text()
    .trim()
    .max(1000, "Description must be at most 1000 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
  category: z.enum(CAMPAIGN_CATEGORIES, `Category must be one of: ${CAMPAIGN_CATEGORIES.join(", ")}`).default(CAMPAIGN_DEFAULTS.category),
  /** A data URL when newly uploaded, or the `/media/...` URL of the image already stored. */
  background_image_url: text(MESSAGES.backgroundRequired).min(1, MESSAGES.backgroundRequired),
  background_x: z.number("background_x must be a number").min(-5000).max(5000).default(CAMPAIGN_DEFAULTS.background_x),
  background_y: z.number("background_y must be a number").min(-5000).max(5000).default(CAMPAIGN_DEFAULTS.background_y),
  avatar_x: coordinate("avatar_x").default(CAMPAIGN_DEFAULTS.avatar_x),
  avatar_y: coordinate("avatar_y").default(CAMPAIGN_DEFAULTS.avatar_y),
  avatar_size: z
    .number("avatar_size must be a number")
    .min(LIMITS.avatarSize.min, `avatar_size must be between ${LIMITS.avatarSize.min} and ${LIMITS.avatarSize.max}`)
    .max(LIMITS.avatarSize.max, `avatar_size must be between ${LIMITS.avatarSize.min} and ${LIMITS.avatarSize.max}`)
    .default(CAMPAIGN_DEFAULTS.avatar_size),
  avatar_shape: z.enum(["circle", "square"], "avatar_shape must be circle or square").default(CAMPAIGN_DEFAULTS.avatar_shape),
  avatar_color: hexColour("avatar_color").default(CAMPAIGN_DEFAULTS.avatar_color),
  frame_mode: frameMode.default(CAMPAIGN_DEFAULTS.frame_mode),
  /** Beyond the spec: the page's language for visitors who have not chosen one; null (the default): their browser's. */
  locale: pageLocale.default(null),
  text_x: coordinate("text_x").default(CAMPAIGN_DEFAULTS.text_x),
  text_y: coordinate("text_y").default(CAMPAIGN_DEFAULTS.text_y),
  text_font: z.enum(FONTS, `text_font must be one of: ${FONTS.join(", ")}`).default(CAMPAIGN_DEFAULTS.text_font),
  text_size: z
    .number("text_size must be a number")
    .int("text_size must be a whole number")
    .min(LIMITS.textSize.min, `text_size must be between ${LIMITS.textSize.min} and ${LIMITS.textSize.max}`)
    .max(LIMITS.textSize.max, `text_size must be between ${LIMITS.textSize.min} and ${LIMITS.textSize.max}`)
    .default(CAMPAIGN_DEFAULTS.text_size),
  text_color: hexColour("text_color").default(CAMPAIGN_DEFAULTS.text_color),
  include_text: z.boolean("include_text must be true or false").default(CAMPAIGN_DEFAULTS.include_text),
  /** Beyond the spec: filled in for visitors; `{name}`, `{title}` and `{link}` are replaced. */
  caption_template: text()
    .trim()
    .max(500, "Caption must be at most 500 characters")
    .nullish()
    .transform((v) => (v ? v : null)),
};

/** For partial updates: absent stays absent (unchanged), while an empty value clears the field. */
const optionalClearable = (field: string, max: number) =>
  text()
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The avatar slot must lie inside the reference square (the editor clamps it the same way). */
function avatarInside(draft: { avatar_x?: number | undefined; avatar_y?: number | undefined; avatar_size?: number | undefined }, ctx: z.RefinementCtx): void {
  const size = draft.avatar_size ?? CAMPAIGN_DEFAULTS.avatar_size;
  for (const axis of ["avatar_x", "avatar_y"] as const) {
    const at = draft[axis];
    if (at !== undefined && at + size > REFERENCE_SIZE) {
      ctx.addIssue({ code: "custom", path: [axis], message: `${axis} + avatar_size must be at most ${REFERENCE_SIZE}` });
    }
  }
}

export const campaignDraftInput = z.object(draftFields).superRefine(avatarInside);
export type CampaignDraftInput = z.infer<typeof campaignDraftInput>;

/** The custom link: lower-cased, a-z 0-9 and hyphens, 3-50 characters, not an app route. */
export const shortIdInput = text(MESSAGES.shortIdRule)
  .trim()
  .toLowerCase()
  .regex(new RegExp(`^[a-z0-9-]{${LIMITS.shortId.min},${LIMITS.shortId.max}}$`), MESSAGES.shortIdRule)
  .refine((id) => !(RESERVED_SHORT_IDS as readonly string[]).includes(id), MESSAGES.shortIdReserved);

/** What the editor's inputs do to a typed custom link as the creator types (spec section 5). */
export function normaliseShortIdInput(typed: string): string {
  return typed
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, "")
    .slice(0, LIMITS.shortId.max);
}

/**
 * PUT /api/campaigns/{id}: the inline rename sends `{ title }` only, the editor
 * sends every field and `short_id`; fields left out keep their stored value.
 */
export const campaignUpdateInput = z
  .object({
    title: draftFields.title.optional(),
    description: optionalClearable("Description", 1000),
    category: z.enum(CAMPAIGN_CATEGORIES, `Category must be one of: ${CAMPAIGN_CATEGORIES.join(", ")}`).optional(),
    background_image_url: draftFields.background_image_url.optional(),
    background_x: z.number("background_x must be a number").min(-5000).max(5000).optional(),
    background_y: z.number("background_y must be a number").min(-5000).max(5000).optional(),
    avatar_x: coordinate("avatar_x").optional(),
    avatar_y: coordinate("avatar_y").optional(),
    avatar_size: draftFields.avatar_size.unwrap().optional(),
    avatar_shape: z.enum(["circle", "square"], "avatar_shape must be circle or square").optional(),
    avatar_color: hexColour("avatar_color").optional(),
    frame_mode: frameMode.optional(),
    locale: pageLocale.optional(),
    text_x: coordinate("text_x").optional(),
    text_y: coordinate("text_y").optional(),
    text_font: z.enum(FONTS, `text_font must be one of: ${FONTS.join(", ")}`).optional(),
    text_size: draftFields.text_size.unwrap().optional(),
    text_color: hexColour("text_color").optional(),
    include_text: z.boolean("include_text must be true or false").optional(),
    caption_template: optionalClearable("Caption", 500),
    short_id: shortIdInput.optional(),
  })
  .superRefine(avatarInside);
export type CampaignUpdateInput = z.infer<typeof campaignUpdateInput>;

/** A Twend as its creator sees it in the dashboard and the editor. */
export const ownerCampaignSchema = publicCampaignSchema.extend({
  is_active: z.boolean(),
});
export type OwnerCampaign = z.infer<typeof ownerCampaignSchema>;

export interface CreatedCampaign {
  id: number;
  short_id: string;
  title: string;
}

export interface CreatorStats {
  totalCampaigns: number;
  totalViews: number;
  totalDownloads: number;
  totalShares: number;
}

/** One day of a Twend's analytics (UTC). */
export interface DailyCampaignStats {
  date: string;
  views: number;
  generations: number;
  downloads: number;
  shares: number;
}

export interface CampaignAnalytics {
  campaign: { id: number; short_id: string; title: string };
  days: number;
  daily: DailyCampaignStats[];
  /** All-time totals, the same numbers the dashboard shows. */
  totals: { views: number; generations: number; downloads: number; shares: number };
  funnel: { generationsPerView: number | null; downloadsPerGeneration: number | null };
  referrers: Array<{ source: string; views: number }>;
}
