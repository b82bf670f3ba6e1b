import type { I18n } from "@lingui/core";
import { matchTemplate, type TemplateMatch } from "./template-match.ts";

export { templateMatcher } from "./template-match.ts";

/** Placeholders that hold a text of their own (a field's name, a message), translated when the catalogue holds it. */
const TEXT_VALUES = new Set(["field", "head", "tail"]);

/**
 * A translator of texts the API or a shared schema wrote in English, into `i18n`'s language: a
 * catalogue text is found by its English (its id); a text filled from one of `match`'s templates
 * ('Title must be at most 100 characters') by that template, with the field's name translated too
 * when the catalogue holds it. Any other text (a user's input echoed back, a field name) stays as it is.
 */
export function textTranslator(match: (text: string) => TemplateMatch | null): (i18n: I18n, text: string) => string {
  const translate = (i18n: I18n, text: string): string => {
    const whole = i18n._(text);
    if (whole !== text) return whole;
    const found = match(text);
    if (!found) return text;
    const values = Object.fromEntries(Object.entries(found.values).map(([name, value]) => [name, TEXT_VALUES.has(name) ? translate(i18n, value) : value]));
    const translated = i18n._(found.id, values);
    // A catalogue without the template (not fetched yet) gives back the template itself.
    return translated === found.id ? text : translated;
  };
  return translate;
}

/** The SPA's translator: SCHEMA_MESSAGES' templates are all its pages fill in. */
export const translateText = textTranslator(matchTemplate);
