import {
  CAMPAIGN_CATEGORIES,
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_DESIGN_DEFAULTS,
  FONTS,
  type CampaignCategory,
  type CampaignDraftInput,
  type CampaignUpdateInput,
  type FontName,
  type Locale,
  type OwnerCampaign,
} from "@twend/shared";
import type { DpDesign } from "@twend/composition";
import type { FrameMode } from "@twend/shared";

/** The design fields the canvas edits, with the font narrowed to the nine the product offers and the frame style always set. */
export interface Design extends DpDesign {
  text_font: FontName;
  frame_mode: FrameMode;
}

/**
 * The background as the form holds it: a new upload (its bytes, for the preview and the request,
 * and its data URL, which the shared schema checks) or the image the server already stores.
 */
export type BackgroundChoice =
  { kind: "upload"; blob: Blob; dataUrl: string; name: string } | { kind: "stored"; url: string; width: number | null; height: number | null };

export interface CampaignForm {
  title: string;
  description: string;
  category: CampaignCategory;
  /** The language the page opens in for visitors who have not chosen one; null: each visitor's own. */
  locale: Locale | null;
  caption_template: string;
  background: BackgroundChoice | null;
  /** Not editable on these screens, but part of the draft the server keeps. */
  background_x: number;
  background_y: number;
  design: Design;
}

export const DEFAULT_DESIGN: Design = { ...CAMPAIGN_DESIGN_DEFAULTS };

/** A new Twend: every field at the spec's default (section 3), which 'Create Another' returns to. */
export function defaultForm(): CampaignForm {
  return {
    title: "",
    description: "",
    category: CAMPAIGN_DEFAULTS.category,
    locale: null,
    caption_template: "",
    background: null,
    background_x: CAMPAIGN_DEFAULTS.background_x,
    background_y: CAMPAIGN_DEFAULTS.background_y,
    design: { ...DEFAULT_DESIGN },
  };
}

function isCategory(value: string): value is CampaignCategory {
  return (CAMPAIGN_CATEGORIES as readonly string[]).includes(value);
}

function isFont(value: string): value is FontName {
  return (FONTS as readonly string[]).includes(value);
}

/**
 * The form for a stored Twend. A category or font outside today's lists (older
 * data) falls back to the default rather than leaving a select with no option.
 */
export function formFromCampaign(campaign: OwnerCampaign): CampaignForm {
  return {
    title: campaign.title,
    description: campaign.description ?? "",
    category: isCategory(campaign.category) ? campaign.category : CAMPAIGN_DEFAULTS.category,
    locale: campaign.locale,
    caption_template: campaign.caption_template ?? "",
    background: {
      kind: "stored",
      url: campaign.background_image_url,
      width: campaign.background_width,
      height: campaign.background_height,
    },
    background_x: campaign.background_x,
    background_y: campaign.background_y,
    design: {
      avatar_x: campaign.avatar_x,
      avatar_y: campaign.avatar_y,
      avatar_size: campaign.avatar_size,
      avatar_shape: campaign.avatar_shape,
      avatar_color: campaign.avatar_color,
      frame_mode: campaign.frame_mode,
      text_x: campaign.text_x,
      text_y: campaign.text_y,
      text_font: isFont(campaign.text_font) ? campaign.text_font : CAMPAIGN_DEFAULTS.text_font,
      text_size: campaign.text_size,
      text_color: campaign.text_color,
      include_text: campaign.include_text,
    },
  };
}

/** The background's field as the shared schema checks it: the new upload's data URL, or the stored image's own URL. */
function backgroundUrl(background: BackgroundChoice | null): string {
  if (background === null) return "";
  return background.kind === "upload" ? background.dataUrl : background.url;
}

/** studio.create's input (POST /api/campaigns): the full draft, plus the caption. */
export function toDraftPayload(form: CampaignForm): CampaignDraftInput {
  const description = form.description.trim();
  const caption = form.caption_template.trim();
  return {
    title: form.title.trim(),
    description: description === "" ? null : description,
    background_image_url: backgroundUrl(form.background),
    background_x: form.background_x,
    background_y: form.background_y,
    ...form.design,
    category: form.category,
    locale: form.locale,
    caption_template: caption === "" ? null : caption,
  };
}

/** studio.update's input from the editor, less the id: every form field and the custom link. */
export function toUpdatePayload(form: CampaignForm, shortId: string): CampaignUpdateInput & { short_id: string } {
  return { ...toDraftPayload(form), short_id: shortId.trim() };
}
