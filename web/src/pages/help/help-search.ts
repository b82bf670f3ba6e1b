import type { HelpCategory, HelpEntry } from "./help-faq.ts";

/**
 * The entries to show: in the chosen category, if any, and containing the search
 * text, case-insensitively by the rules of the visitor's language (Turkish dotted and dotless i),
 * in the question or the answer. A blank search matches everything.
 */
export function filterHelpEntries(entries: readonly HelpEntry[], search: string, category: HelpCategory | null, locale: string): HelpEntry[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  return entries.filter(
    (entry) =>
      (category === null || entry.category === category) &&
      (needle === "" || entry.question.toLocaleLowerCase(locale).includes(needle) || entry.answer.toLocaleLowerCase(locale).includes(needle)),
  );
}
