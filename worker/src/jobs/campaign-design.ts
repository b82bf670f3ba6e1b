import type { Campaign } from "@twend/db";
import type { DpDesign } from "@twend/composition";

/** A stored Twend's design as the composition module takes it (the API's snake_case names). */
export function campaignDesign(c: Campaign): DpDesign {
  return {
    avatar_x: c.avatarX,
    avatar_y: c.avatarY,
    avatar_size: c.avatarSize,
    avatar_shape: c.avatarShape,
    avatar_color: c.avatarColor,
    frame_mode: c.frameMode,
    text_x: c.textX,
    text_y: c.textY,
    text_font: c.textFont,
    text_size: c.textSize,
    text_color: c.textColor,
    include_text: c.includeText,
  };
}
