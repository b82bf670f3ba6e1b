import { isLocale, LOCALE_CODES, type Locale } from "./locales.ts";

/**
 * Addresses per language: a public page at `/{locale}{path}` (`/es/campaign/abc`, `/ar` for the
 * home page) is that page in that language, whatever the visitor's cookie or browser say; the
 * unprefixed path keeps choosing the language per visitor. Only the exact codes of `LOCALES` are
 * prefixes: `/xx/...` and `/pt-br/...` are ordinary (unknown) paths.
 */

/** The address's language prefix and the rest of its path ("/" for a bare `/es`). */
export function splitLocalePath(path: string): { locale: Locale | null; path: string } {
  const match = /^\/([^/?#]+)(?=[/?#]|$)/.exec(path);
  const first = match?.[1];
  if (!isLocale(first)) return { locale: null, path };
  const rest = path.slice(first.length + 1);
  return { locale: first, path: rest === "" || rest.startsWith("?") || rest.startsWith("#") ? `/${rest}` : rest };
}

/** The language an address names by its prefix, if it names one. */
export const localeOfPath = (path: string): Locale | null => splitLocalePath(path).locale;

/** `path` (unprefixed, starting with "/") at `locale`'s address: "/" becomes "/es", "/browse" "/es/browse". */
export const localisedPath = (locale: Locale, path: string): string => `/${locale}${path === "/" ? "" : path}`;

/** An absolute URL with `locale`'s prefix in front of its path, keeping its query. */
export function localisedUrl(url: string, locale: Locale): string {
  const parsed = new URL(url);
  return `${parsed.origin}${localisedPath(locale, parsed.pathname)}${parsed.search}${parsed.hash}`;
}

/** The `x-default` of an address's alternates: the unprefixed URL, which picks the language per visitor. */
export const DEFAULT_HREFLANG = "x-default";

/** Every language's address of a page given by its unprefixed absolute URL, then the unprefixed one as `x-default`. */
export function languageAlternates(url: string): Array<{ hreflang: string; href: string }> {
  return [...LOCALE_CODES.map((code) => ({ hreflang: code, href: localisedUrl(url, code) })), { hreflang: DEFAULT_HREFLANG, href: url }];
}

/** Matches a language prefix at the start of a path, its code in the `locale` group (the SPA's nested routes). */
export const LOCALE_PREFIX = new RegExp(`^/(?<locale>${LOCALE_CODES.join("|")})(?=/|$)`);
