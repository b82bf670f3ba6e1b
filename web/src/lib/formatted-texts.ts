/**
 * The numbers and dates a server-rendered page shows, as the server formatted them, sent with the
 * page so the browser hydrates it without formatting them again. A browser loads its number and
 * date data the first time a page formats either, which holds a slow phone's main thread for
 * longer than a frame, in the middle of hydration. The browser then shows the server's text for
 * the same value wherever it appears, and formats only values the server did not (a count that
 * changed, another screen), so its text matches the markup even where its own locale data or time
 * zone would have written it differently.
 */

/** A formatted text's key: the formatter (its locale and options) and the value. */
export type FormattedTextKey = string;

/** On the server: the map of the page being rendered, or none outside a render. */
type Collector = () => Map<FormattedTextKey, string> | undefined;

let collector: Collector = () => undefined;
let received = new Map<FormattedTextKey, string>();

/** On the server: the texts formatted while a page renders go to the map `collect` answers for it. */
export function collectFormattedTexts(collect: Collector): void {
  collector = collect;
}

/** In the browser: the texts the server rendered this page with. */
export function receiveFormattedTexts(texts: Record<FormattedTextKey, string>): void {
  received = new Map(Object.entries(texts));
}

/** The text for `key`: the server's, for a value it rendered this page with; else `format`'s. */
export function formattedText(key: FormattedTextKey, format: () => string): string {
  const collecting = collector();
  if (!collecting) return received.get(key) ?? format();
  let text = collecting.get(key);
  if (text === undefined) {
    text = format();
    collecting.set(key, text);
  }
  return text;
}
