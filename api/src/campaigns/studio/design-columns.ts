import type { Campaign } from "@twend/db";
import type { CampaignDraftInput, CampaignUpdateInput } from "@twend/shared";

type DesignFields = Omit<CampaignDraftInput, "background_image_url">;

type DesignColumns = Partial<
  Pick<
    Campaign,
    | "title"
    | "description"
    | "category"
    | "backgroundX"
    | "backgroundY"
    | "avatarX"
    | "avatarY"
    | "avatarSize"
    | "avatarShape"
    | "avatarColor"
    | "frameMode"
    | "locale"
    | "textX"
    | "textY"
    | "textFont"
    | "textSize"
    | "textColor"
    | "includeText"
    | "captionTemplate"
  >
>;

/** Form fields (snake_case, as the API documents them) to columns; fields left out stay as they are. */
export function designColumns(input: Partial<DesignFields> | Omit<CampaignUpdateInput, "background_image_url" | "short_id">): DesignColumns {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    backgroundX: input.background_x,
    backgroundY: input.background_y,
    avatarX: input.avatar_x,
    avatarY: input.avatar_y,
    avatarSize: input.avatar_size,
    avatarShape: input.avatar_shape,
    avatarColor: input.avatar_color,
    frameMode: input.frame_mode,
    locale: input.locale,
    textX: input.text_x,
    textY: input.text_y,
    textFont: input.text_font,
    textSize: input.text_size,
    textColor: input.text_color,
    includeText: input.include_text,
    captionTemplate: input.caption_template,
  };
}
