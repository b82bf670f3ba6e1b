import { isLocale, type Locale, LOCALE_COOKIE, localeOfPath, negotiateLocale, parseAcceptLanguage, SOURCE_LOCALE } from "@twend/shared";
import type { FastifyRequest } from "fastify";

/**
 * The language of an API answer's messages: the one the client asks for in Accept-Language (the
 * SPA sends its active language there), English for a client that asks for none.
 */
export function answerLocale(req: FastifyRequest): Locale {
  return negotiateLocale(parseAcceptLanguage(req.headers["accept-language"])) ?? SOURCE_LOCALE;
}

/** The language the visitor chose with the switcher, if any. */
export function chosenLocale(req: FastifyRequest): Locale | null {
  const header = req.headers.cookie ?? "";
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(header)?.[1];
  return isLocale(value) ? value : null;
}

/** The language the page's address names by its prefix (`/es/browse`), which nothing else overrides. */
export const addressLocale = (req: FastifyRequest): Locale | null => localeOfPath(req.url);

/**
 * The language a page is served in: the one its address names, else the visitor's own choice (the
 * switcher's cookie), else the language its creator set for the Twend's page, else the browser's
 * languages, else English.
 */
export function pageLocale(req: FastifyRequest, creatorsChoice: Locale | null = null): Locale {
  return addressLocale(req) ?? chosenLocale(req) ?? creatorsChoice ?? answerLocale(req);
}
