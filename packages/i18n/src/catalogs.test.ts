import path from "node:path";
import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { type CompiledMessage, compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { LOCALE_CODES, SOURCE_LOCALE } from "@twend/shared";
import { describe, expect, it } from "vitest";

const config = getConfig({ configPath: path.join(import.meta.dirname, "../../../lingui.config.ts"), skipValidation: true });
const catalogs = await getCatalogs(config);
const translated = LOCALE_CODES.filter((locale) => locale !== SOURCE_LOCALE);

/** The arguments a message takes: `{name}`, and each plural or select with the kind of choice it is. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === "string") continue;
      const [name, type, format] = token;
      found.add(type ? `${name}:${type === "selectordinal" ? "plural" : type}` : name);
      if (format && typeof format === "object") {
        for (const [key, choice] of Object.entries(format)) if (key !== "offset" && Array.isArray(choice)) walk(choice as CompiledMessage);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

describe.each(catalogs.map((catalog) => [path.basename(catalog.path), catalog] as const))("the %s catalogue", (_name, catalog) => {
  it("holds every text the code and the shared tables use, and none they no longer do", async () => {
    const inCode = Object.keys((await catalog.collect()) ?? {}).sort();
    const english = await catalog.read(SOURCE_LOCALE);
    const inCatalogue = Object.entries(english)
      .filter(([, message]) => !message.obsolete)
      .map(([id]) => id)
      .sort();
    expect(inCatalogue, "run `npm run i18n:extract` after changing a text").toEqual(inCode);
  });

  it.each(translated)("in %s: the same texts as English, each translated, with the same arguments", async (locale) => {
    const english = await catalog.read(SOURCE_LOCALE);
    const other = await catalog.read(locale);
    const live = (ids: string[], of: typeof english) => ids.filter((id) => !of[id]?.obsolete).sort();
    expect(live(Object.keys(other), other)).toEqual(live(Object.keys(english), english));
    const problems: string[] = [];
    for (const [id, source] of Object.entries(english)) {
      if (source.obsolete) continue;
      const sourceText = source.translation || source.message || id;
      const translation = other[id]?.translation ?? "";
      if (translation.trim() === "") {
        problems.push(`missing: ${JSON.stringify(sourceText)}`);
        continue;
      }
      try {
        const expected = argumentsOf(sourceText);
        const actual = argumentsOf(translation);
        if (expected.join() !== actual.join()) problems.push(`arguments ${actual.join()} instead of ${expected.join()}: ${JSON.stringify(translation)}`);
      } catch (error) {
        problems.push(`not a valid ICU message (${String(error)}): ${JSON.stringify(translation)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
