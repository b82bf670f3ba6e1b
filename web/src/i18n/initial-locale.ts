import { isLocale, type Locale, LOCALE_COOKIE, localeOfPath, negotiateLocale, SOURCE_LOCALE } from "@twend/shared";

/**
 * The language the app starts in: the one its address names (`/es/...`), else the one the server
 * served the page in (it weighed the visitor's choice, the Twend's language and the browser's
 * languages), else, from a server that did not say (the Vite dev server), the visitor's choice,
 * then the browser's languages.
 */
export function initialLocale(document: Document, navigator: Navigator): Locale {
  const addressed = localeOfPath(document.location.pathname);
  if (addressed) return addressed;
  const served = document.documentElement.dataset["locale"];
  if (isLocale(served)) return served;
  const chosen = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`).exec(document.cookie)?.[1];
  if (isLocale(chosen)) return chosen;
  return negotiateLocale(navigator.languages) ?? SOURCE_LOCALE;
}
