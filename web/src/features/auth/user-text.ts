import type { I18n, MessageDescriptor } from "@lingui/core";

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
  return typeof text === "string" ? text : i18n._(text);
}
