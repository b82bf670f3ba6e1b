import { type I18n, setupI18n } from "@lingui/core";
import { loadAllCatalogs } from "@twend/i18n";
import { templateMatcher, textTranslator } from "@twend/i18n/translate-text";
import { BATCH_MESSAGES, LOCALE_CODES, SCHEMA_MESSAGES, type Locale } from "@twend/shared";

// Every language's catalogues, read once as the module loads: a request never waits for one.
const instances = new Map<Locale, I18n>(
  await Promise.all(
    LOCALE_CODES.map(async (locale): Promise<[Locale, I18n]> => {
      // A text no catalogue holds comes back as it is, without Lingui's warning for an uncompiled message.
      return [locale, setupI18n({ locale, messages: { [locale]: await loadAllCatalogs(locale) }, missing: (_locale, id) => id })];
    }),
  ),
);

/** The texts of one language; each instance keeps its language for good. */
export function i18nFor(locale: Locale): I18n {
  const i18n = instances.get(locale);
  if (!i18n) throw new Error(`no catalogue for ${locale}`);
  return i18n;
}

// The API also fills in the problems of a refused batch of DPs, which no page of the SPA does: their
// templates stay out of the SPA's translator, which the public generator's first load carries.
const translateText = textTranslator(templateMatcher([...Object.values(SCHEMA_MESSAGES), ...Object.values(BATCH_MESSAGES)]));

/**
 * A text of the spec's catalogue, a shared schema's refusal or a batch's problem in `locale`: a
 * message made of one of them and a detail ("Not found: GET /x") has that part translated; any
 * other text (a user's input echoed back, a field name) is left as it is.
 */
export function translateMessage(locale: Locale, text: string): string {
  return locale === "en" ? text : translateText(i18nFor(locale), text);
}
