import { setupI18n } from "@lingui/core";
import { type CatalogName, loadCatalog } from "@twend/i18n";
import { directionOf, isLocale, type Locale, LOCALE_COOKIE, SOURCE_LOCALE } from "@twend/shared";

/**
 * The browser's one Lingui instance. Components read it through `useLingui()`, never by import:
 * the server renders pages with an instance of its own per request (entry-server.tsx).
 */
export const i18n = setupI18n({
  // A text no catalogue holds is shown as it is: a message the API wrote in the visitor's
  // language, looked up like the spec's texts whose English is their id. When the `app`
  // catalogue has not arrived yet (a part of a screen drawn before its route asked for it), it is
  // fetched, and the text drawn again when it lands.
  missing: (locale, id) => {
    if (isLocale(locale) && !loaded.has(`${locale}/app`)) void ensureCatalog("app");
    return id;
  },
});

const loaded = new Set<string>();
const wanted = new Set<CatalogName>(["public"]);

async function load(locale: Locale, names: Iterable<CatalogName>): Promise<void> {
  await Promise.all(
    [...names]
      .filter((name) => !loaded.has(`${locale}/${name}`))
      .map(async (name) => {
        i18n.load(locale, await loadCatalog(locale, name));
        loaded.add(`${locale}/${name}`);
      }),
  );
}

const activeLocale = (): Locale => (i18n.locale || SOURCE_LOCALE) as Locale;

/**
 * Fetches a screen's catalogue for the active language, and for any language chosen later. Not on
 * the server, which renders with every catalogue in an instance of its own (entry-server.tsx).
 */
export async function ensureCatalog(name: CatalogName): Promise<void> {
  if (typeof document === "undefined") return;
  wanted.add(name);
  await load(activeLocale(), [name]);
}

/** Shows the app in `locale`: its catalogues are fetched first, so no text changes twice. */
export async function activateLocale(locale: Locale): Promise<void> {
  await load(locale, wanted);
  i18n.activate(locale);
  // Written only when they change: the browser restyles the whole page on any write to them, and a
  // server-rendered page already carries its language, so the write would fall in its start.
  const root = document.documentElement;
  const dir = directionOf(locale);
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== dir) root.dir = dir;
}

/** A visitor's own choice: kept a year in a cookie, which the server reads before it renders a page. */
export async function chooseLocale(locale: Locale): Promise<void> {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  await activateLocale(locale);
}
