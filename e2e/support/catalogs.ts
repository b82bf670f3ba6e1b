import type { Messages } from "@lingui/core";
import { generateMessageId } from "@lingui/message-utils/generateMessageId";
import { loadAllCatalogs, loadCatalog } from "@twend/i18n";
import type { Locale } from "@twend/shared";

/** A compiled message without arguments, as the text it shows; null for one with arguments. */
function plainText(compiled: Messages[string] | undefined): string | null {
  if (typeof compiled === "string") return compiled;
  if (!Array.isArray(compiled) || !compiled.every((token) => typeof token === "string")) return null;
  return compiled.join("");
}

/** The app's own texts in `locale`, looked up by their English: `text("Generate DP")`. */
export async function textsIn(locale: Locale): Promise<(english: string) => string> {
  const messages = await loadAllCatalogs(locale);
  return (english) => {
    const text = plainText(messages[generateMessageId(english)]) ?? plainText(messages[english]);
    if (text === null) throw new Error(`no text without arguments for ${JSON.stringify(english)} in ${locale}`);
    return text;
  };
}

/**
 * The public pages' English texts that `locale` says otherwise: none of them may be left on a
 * page shown in that language. Texts of one word are left out (a brand or a word two languages share).
 */
export async function englishLeftOver(locale: Locale): Promise<string[]> {
  const [english, translated] = await Promise.all([loadCatalog("en", "public"), loadCatalog(locale, "public")]);
  return Object.entries(english).flatMap(([id, compiled]) => {
    const source = plainText(compiled);
    const translation = plainText(translated[id]);
    return source !== null && source.trim().includes(" ") && translation !== null && translation !== source ? [source] : [];
  });
}
