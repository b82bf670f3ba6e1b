/**
 * Business constants, defined once for every tier. Imported alone (`@twend/shared/constants`) by
 * the drawing code, which runs in the browser and in the worker and may use neither side's globals,
 * so this module imports nothing that needs them.
 */

/** Coordinates of a design live in this square reference space. */
export const REFERENCE_SIZE = 500;

export { LIMITS, MB } from "./limits.ts";
export { BROWSER_FAMILIES, CLIENT_ERROR_KINDS, CLIENT_ERROR_REPORTS, type BrowserFamily } from "./client-error-report.ts";

export const CAMPAIGN_CATEGORIES = [
  "Business",
  "Tech",
  "Music",
  "Social",
  "Sports",
  "Movement",
  "Art & Culture",
  "Film",
  "Food & Drinks",
  "Fashion & Beauty",
  "Safety & Health",
  "Others",
] as const;
export type CampaignCategory = (typeof CAMPAIGN_CATEGORIES)[number];

/** The admin table's filter list; it differs from the creator list on purpose (spec). */
export const ADMIN_CAMPAIGN_CATEGORIES = [
  "Others",
  "Politics",
  "Sports",
  "Entertainment",
  "Technology",
  "Business",
  "Gaming",
  "Fashion",
  "Travel",
  "Food",
  "Health",
  "Education",
] as const;

export const BLOG_PUBLIC_CATEGORIES = ["Events & Campaigns", "Networking & Social Circles", "Social Capital & Influence", "Strategy & Tips", "Future Trends"] as const;

export const BLOG_ADMIN_CATEGORIES = ["Technology", "Design", "Marketing", "Business", "Tutorial", "News", "Tips", "Social Media", "Trends", "Guide"] as const;

export const FONTS = ["Arial", "Helvetica", "Times New Roman", "Georgia", "Verdana", "Comic Sans MS", "Impact", "Trebuchet MS", "Courier New"] as const;
export type FontName = (typeof FONTS)[number];

export const AVATAR_SHAPES = ["circle", "square"] as const;
export type AvatarShapeName = (typeof AVATAR_SHAPES)[number];

/**
 * How the visitor's photo meets the background: "slot" puts it in the avatar slot over the
 * background; "overlay" puts it under the whole background, a frame whose transparent parts
 * show it.
 */
export const FRAME_MODES = ["slot", "overlay"] as const;
export type FrameMode = (typeof FRAME_MODES)[number];

/**
 * The turn a visitor may give their photo, in degrees clockwise. A plain constant, apart from the
 * schema that checks it, so the generator's controls can read it without loading the validation code.
 */
export const PHOTO_ROTATION = { min: -180, max: 180 } as const;

export const CONTACT_SUBJECTS = ["general", "support", "billing", "feature", "partnership", "press", "other"] as const;

export const HELP_CATEGORIES = ["Getting Started", "Technical", "Campaign Management", "Marketing", "Usage", "Commercial Use", "Safety", "Sharing"] as const;

export const ACTION_TYPES = ["view", "generation", "download", "share"] as const;
export type ActionTypeName = (typeof ACTION_TYPES)[number];

/** The drawing part of a new Twend's defaults: the avatar slot and the name text. */
export const CAMPAIGN_DESIGN_DEFAULTS = {
  avatar_x: 100,
  avatar_y: 100,
  avatar_size: 120,
  avatar_shape: "circle",
  avatar_color: "#ffffff",
  frame_mode: "slot",
  text_x: 250,
  text_y: 300,
  text_font: "Arial",
  text_size: 32,
  text_color: "#ffffff",
  include_text: true,
} as const satisfies Record<string, string | number | boolean>;

/** Defaults of a new Twend. */
export const CAMPAIGN_DEFAULTS = {
  category: "Business",
  background_x: 0,
  background_y: 0,
  ...CAMPAIGN_DESIGN_DEFAULTS,
} as const;

export const BLOG_POST_DEFAULTS = {
  author_name: "Twend Team",
  category: "Technology",
  is_published: true,
  is_featured: false,
  reading_time: 5,
} as const;

/** Words that can never be a short_id, since they collide with app routes. */
export const RESERVED_SHORT_IDS = [
  "admin",
  "api",
  "auth",
  "browse",
  "blog",
  "campaign",
  "campaigns",
  "create",
  "dashboard",
  "demo",
  "edit",
  "help",
  "login",
  "logout",
  "media",
  "new",
  "profile",
  "signin",
  "trpc",
  "trending",
  "recent",
  "all",
  "settings",
  "static",
  "assets",
] as const;
