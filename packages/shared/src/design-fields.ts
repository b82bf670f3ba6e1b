import { CAMPAIGN_DESIGN_DEFAULTS } from "./constants.ts";

/** A field that decides how a DP is drawn (the avatar slot, the name, the frame mode), as the API names it. */
export type DesignField = keyof typeof CAMPAIGN_DESIGN_DEFAULTS;

/** Every design field: the defaults name them all, so a new one is a default first. */
export const DESIGN_FIELDS = Object.keys(CAMPAIGN_DESIGN_DEFAULTS) as DesignField[];

/** The design out of anything that carries its fields (a public Twend, a form), for the composition module. */
export function pickDesign<T extends Record<DesignField, unknown>>(source: T): Pick<T, DesignField> {
  return Object.fromEntries(DESIGN_FIELDS.map((field) => [field, source[field]])) as Pick<T, DesignField>;
}
