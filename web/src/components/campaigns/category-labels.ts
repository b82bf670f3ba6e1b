import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CampaignCategory } from "@twend/shared";

/**
 * What each of the spec's categories (CAMPAIGN_CATEGORIES) reads as. The values themselves stay
 * English: they are what the API stores, filters by and validates. The context keeps a category
 * apart from the same English word elsewhere in the app, which may translate differently.
 */
export const CATEGORY_LABELS = {
  Business: msg({ context: "campaign category", message: "Business" }),
  Tech: msg({ context: "campaign category", message: "Tech" }),
  Music: msg({ context: "campaign category", message: "Music" }),
  Social: msg({ context: "campaign category", message: "Social" }),
  Sports: msg({ context: "campaign category", message: "Sports" }),
  Movement: msg({ context: "campaign category", message: "Movement" }),
  "Art & Culture": msg({ context: "campaign category", message: "Art & Culture" }),
  Film: msg({ context: "campaign category", message: "Film" }),
  "Food & Drinks": msg({ context: "campaign category", message: "Food & Drinks" }),
  "Fashion & Beauty": msg({ context: "campaign category", message: "Fashion & Beauty" }),
  "Safety & Health": msg({ context: "campaign category", message: "Safety & Health" }),
  Others: msg({ context: "campaign category", message: "Others" }),
} satisfies Record<CampaignCategory, MessageDescriptor>;

const isCampaignCategory = (category: string): category is CampaignCategory => Object.hasOwn(CATEGORY_LABELS, category);

/**
 * A Twend's category in the active language. A stored value outside the spec's list (a Twend
 * saved before the list changed) is shown as it is.
 */
export function categoryLabel(i18n: I18n, category: string): string {
  return isCampaignCategory(category) ? i18n._(CATEGORY_LABELS[category]) : category;
}
