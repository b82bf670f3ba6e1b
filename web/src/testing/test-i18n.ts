import { type I18n, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { loadAllCatalogs } from "@twend/i18n";
import type { Locale } from "@twend/shared";

/** A Lingui instance in `locale` with the app's real compiled catalogues, all of them, as the server renders with. */
export async function testI18n(locale: Locale = "en"): Promise<I18n> {
  const i18n = setupI18n({ locale, messages: { [locale]: await loadAllCatalogs(locale) } });
  // A text added since the catalogues were last extracted is drawn from its English source.
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
