import type { I18n } from "@lingui/core";
import { matchTemplate } from "./template-match.ts";

/** Placeholders that hold a text of their own (a field's name, a message), translated when the catalogue holds it. */
const TEXT_VALUES = new Set(["field", "head", "tail"]);

/**
 * A text the API or a shared schema wrote in English, in `i18n`'s language: a catalogue text is
 * found by its English (its id); a text filled from one of SCHEMA_MESSAGES' templates ('Title
 * must be at most 100 characters') by that template, with the field's name translated too when the
 * catalogue holds it. Any other text (a user's input echoed back, a field name) stays as it is.
 */
export function translateText(i18n: I18n, text: string): string {
  const whole = i18n._(text);
  if (whole !== text) return whole;
  const match = matchTemplate(text);
  if (!match) return text;
  const values = Object.fromEntries(Object.entries(match.values).map(([name, value]) => [name, TEXT_VALUES.has(name) ? translateText(i18n, value) : value]));
  const translated = i18n._(match.id, values);
  // A catalogue without the template (not fetched yet) gives back the template itself.
  return translated === match.id ? text : translated;
}
