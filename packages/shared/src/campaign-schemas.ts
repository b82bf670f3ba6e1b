import { z } from "zod";
import { text } from "./safe-input.ts";
import { CAMPAIGN_CATEGORIES, CAMPAIGN_DEFAULTS, FONTS, FRAME_MODES, LIMITS, REFERENCE_SIZE, RESERVED_SHORT_IDS } from "./constants.ts";
import { LOCALE_CODES } from "./locales.ts";
import { MESSAGES } from "./messages.ts";
import { publicCampaignSchema } from "./schemas.ts";
import { between, maxChars, oneOf, trueOrFalse } from "./schema-checks.ts";
import { fillTemplate, refusal, SCHEMA_FIELDS, SCHEMA_MESSAGES } from "./schema-messages.ts";

/** Both the draft and a partial update bound these. */
const DESCRIPTION_MAX = 1000;
const CAPTION_MAX = 500;

function hexColour(field: string) {
  const message = refusal(SCHEMA_MESSAGES.notColour, field);
  return z.string(message).regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, message);
}

const coordinate = (field: string) => z.number(refusal(SCHEMA_MESSAGES.notNumber, field)).check(...between(field, { min: 0, max: REFERENCE_SIZE }));

const category = oneOf(SCHEMA_FIELDS.category, CAMPAIGN_CATEGORIES);
const avatarShape = z.enum(["circle", "square"], fillTemplate(SCHEMA_MESSAGES.notEither, { field: "avatar_shape", first: "circle", second: "square" }));
const textFont = oneOf("text_font", FONTS);
const frameMode = oneOf("frame_mode", FRAME_MODES);
const pageLocale = z.enum(LOCALE_CODES, fillTemplate(SCHEMA_MESSAGES.notNullOrOneOf, { field: "locale", options: LOCALE_CODES.join(", ") })).nullable();
// Far beyond any real nudge of the background, yet a bound: the offsets are stored and drawn as they come.
const BACKGROUND_OFFSET = { min: -5000, max: 5000 } as const;
const backgroundOffset = (field: string) => z.number(refusal(SCHEMA_MESSAGES.notNumber, field)).check(...between(field, BACKGROUND_OFFSET));

/** What the creator form edits: the spec's campaign draft (POST /api/campaigns) plus the caption. */
const draftFields = {
  title: text(MESSAGES.titleRequired).trim().min(1, MESSAGES.titleRequired).check(maxChars(SCHEMA_FIELDS.title, 100)),
  description: text()
    .trim()
    .check(maxChars(SCHEMA_FIELDS.description, DESCRIPTION_MAX))
    .nullish()
    .transform((v) => (v ? v : null)),
  category: category.default(CAMPAIGN_DEFAULTS.category),
  /** A data URL when newly uploaded, or the `/media/...` URL of the image already stored. */
  background_image_url: text(MESSAGES.backgroundRequired).min(1, MESSAGES.backgroundRequired),
  background_x: backgroundOffset("background_x").default(CAMPAIGN_DEFAULTS.background_x),
  background_y: backgroundOffset("background_y").default(CAMPAIGN_DEFAULTS.background_y),
  avatar_x: coordinate("avatar_x").default(CAMPAIGN_DEFAULTS.avatar_x),
  avatar_y: coordinate("avatar_y").default(CAMPAIGN_DEFAULTS.avatar_y),
  avatar_size: z
    .number(refusal(SCHEMA_MESSAGES.notNumber, "avatar_size"))
    .check(...between("avatar_size", LIMITS.avatarSize))
    .default(CAMPAIGN_DEFAULTS.avatar_size),
  avatar_shape: avatarShape.default(CAMPAIGN_DEFAULTS.avatar_shape),
  avatar_color: hexColour("avatar_color").default(CAMPAIGN_DEFAULTS.avatar_color),
  frame_mode: frameMode.default(CAMPAIGN_DEFAULTS.frame_mode),
  /** Beyond the spec: the page's language for visitors who have not chosen one; null (the default): their browser's. */
  locale: pageLocale.default(null),
  text_x: coordinate("text_x").default(CAMPAIGN_DEFAULTS.text_x),
  text_y: coordinate("text_y").default(CAMPAIGN_DEFAULTS.text_y),
  text_font: textFont.default(CAMPAIGN_DEFAULTS.text_font),
  text_size: z
    .number(refusal(SCHEMA_MESSAGES.notNumber, "text_size"))
    .int(refusal(SCHEMA_MESSAGES.notWholeNumber, "text_size"))
    .check(...between("text_size", LIMITS.textSize))
    .default(CAMPAIGN_DEFAULTS.text_size),
  text_color: hexColour("text_color").default(CAMPAIGN_DEFAULTS.text_color),
  include_text: trueOrFalse("include_text").default(CAMPAIGN_DEFAULTS.include_text),
  /** Beyond the spec: filled in for visitors; `{name}`, `{title}` and `{link}` are replaced. */
  caption_template: text()
    .trim()
    .check(maxChars(SCHEMA_FIELDS.caption, CAPTION_MAX))
    .nullish()
    .transform((v) => (v ? v : null)),
};

/** For partial updates: absent stays absent (unchanged), while an empty value clears the field. */
const optionalClearable = (field: string, max: number) =>
  text()
    .trim()
    .check(maxChars(field, max))
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null));

/** The avatar slot must lie inside the reference square (the editor clamps it the same way). */
function avatarInside(draft: { avatar_x?: number | undefined; avatar_y?: number | undefined; avatar_size?: number | undefined }, ctx: z.RefinementCtx): void {
  const size = draft.avatar_size ?? CAMPAIGN_DEFAULTS.avatar_size;
  for (const axis of ["avatar_x", "avatar_y"] as const) {
    const at = draft[axis];
    if (at !== undefined && at + size > REFERENCE_SIZE) {
      ctx.addIssue({ code: "custom", path: [axis], message: fillTemplate(SCHEMA_MESSAGES.tooLarge, { field: `${axis} + avatar_size`, max: REFERENCE_SIZE }) });
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

/** What the editor's inputs do to a typed custom link as the creator types. */
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
    description: optionalClearable(SCHEMA_FIELDS.description, DESCRIPTION_MAX),
    category: category.optional(),
    background_image_url: draftFields.background_image_url.optional(),
    background_x: backgroundOffset("background_x").optional(),
    background_y: backgroundOffset("background_y").optional(),
    avatar_x: coordinate("avatar_x").optional(),
    avatar_y: coordinate("avatar_y").optional(),
    avatar_size: draftFields.avatar_size.unwrap().optional(),
    avatar_shape: avatarShape.optional(),
    avatar_color: hexColour("avatar_color").optional(),
    frame_mode: frameMode.optional(),
    locale: pageLocale.optional(),
    text_x: coordinate("text_x").optional(),
    text_y: coordinate("text_y").optional(),
    text_font: textFont.optional(),
    text_size: draftFields.text_size.unwrap().optional(),
    text_color: hexColour("text_color").optional(),
    include_text: trueOrFalse("include_text").optional(),
    caption_template: optionalClearable(SCHEMA_FIELDS.caption, CAPTION_MAX),
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
