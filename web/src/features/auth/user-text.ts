import type { I18n, MessageDescriptor } from "@lingui/core";
import { translateText } from "@twend/i18n/translate-text";

/**
 * A text for the user: a descriptor to translate where it is shown (a screen's own text, or one of
 * the spec's), or a string already in the visitor's language (the API's own words, which the
 * server writes in the language the client asked for and no catalogue holds).
 */
export type UserText = MessageDescriptor | string;

/** One of the spec's texts (MESSAGES.*, a shared schema's refusal): its English text is its id in the catalogues. */
export function specText(text: string): MessageDescriptor {
  return { id: text };
}

export function showText(i18n: I18n, text: UserText): string {
  if (typeof text === "string") return text;
  // A spec text is its English text alone; one a schema filled from a template is found by that template.
  return text.message === undefined && text.values === undefined ? translateText(i18n, text.id) : i18n._(text);
}
