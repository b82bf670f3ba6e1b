import type { ExtractorType } from "@lingui/conf";

/**
 * Modules of texts the API sends as they stand and the SPA shows: the spec's error catalogue,
 * the few every first load needs, the shared schemas' refusal templates, and the titles and
 * descriptions of the served pages.
 */
const TEXT_TABLE_MODULE =
  /(?:[\\/]packages[\\/]shared[\\/]src[\\/](?:first-load-|home-|schema-|batch-)?messages|[\\/]api[\\/]src[\\/]http[\\/](?:page-texts|static-page-meta))\.ts$/;

// A property whose value is a string literal, as those modules are written: `key: "Text",`, the
// text on the next line when the line would be too long.
const TEXT_PROPERTY = /^[ \t]+\w+:\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')\s*,?[ \t]*$/gm;

const textOf = (literal: string): unknown => (literal.startsWith("'") ? literal.slice(1, -1).replace(/\\'/g, "'") : JSON.parse(literal));

/**
 * The spec's texts, extracted with the English text as their id: the API and the SPA pass on a
 * text of the shared catalogue as it stands (an error's message, a schema's refusal), and the
 * translation is found by that text itself, with no table from text to key in any bundle.
 */
export const textTableExtractor: ExtractorType = {
  match: (filename) => TEXT_TABLE_MODULE.test(filename),
  extract(filename, code, onMessageExtracted) {
    for (const match of code.matchAll(TEXT_PROPERTY)) {
      const text = textOf(match[1] ?? "");
      const line = code.slice(0, match.index).split("\n").length;
      if (typeof text === "string") onMessageExtracted({ id: text, origin: [filename, line] });
    }
  },
};

/** The texts the extractor finds in a module (for its test). */
export function textsIn(code: string): string[] {
  const texts: string[] = [];
  textTableExtractor.extract("packages/shared/src/messages.ts", code, (message) => texts.push(message.id));
  return texts;
}
