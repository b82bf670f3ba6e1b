import { toColumns } from "@twend/db";
import { DESIGN_FIELDS, type CampaignDraftInput } from "@twend/shared";

/** What a creator's form sets on a Twend besides its background and its link, which have their own checks. */
const FORM_FIELDS = [...DESIGN_FIELDS, "title", "description", "category", "background_x", "background_y", "locale", "caption_template"] as const;

type FormFields = Pick<CampaignDraftInput, (typeof FORM_FIELDS)[number]>;

/** Form fields (snake_case, as the API documents them) to columns; fields left out stay as they are. */
export function designColumns(input: Partial<FormFields>) {
  return toColumns(input, FORM_FIELDS);
}
