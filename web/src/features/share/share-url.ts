import { isLocale, localisedUrl } from "@twend/shared";
import { campaignPath } from "../../components/campaigns/cover-url.ts";

/** The public link of a Twend, {origin}/campaign/{short_id}, as the spec shares it. */
export function campaignShareUrl(origin: string, shortId: string): string {
  return `${origin.replace(/\/+$/, "")}${campaignPath(shortId)}`;
}

/**
 * A link a visitor shares from a page they read in `language` (the active locale): at that
 * language's address, so it opens in the same language for whoever follows it.
 */
export function inLanguage(url: string, language: string): string {
  return isLocale(language) ? localisedUrl(url, language) : url;
}
