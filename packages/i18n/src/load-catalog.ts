import type { Messages } from "@lingui/core";
import type { Locale } from "@twend/shared";

/**
 * `public`: the layout and a shared Twend's page, all a visitor from a shared link needs; `home`:
 * the home page and the Twend cards of every list; `app`: every other screen, and the spec's
 * error texts.
 */
export type CatalogName = "public" | "home" | "app";

export const CATALOG_NAMES: readonly CatalogName[] = ["public", "home", "app"];

const hasMessages = (module: unknown): module is { messages: Messages } => typeof module === "object" && module !== null && "messages" in module;

/**
 * The module of one locale's catalogue. A bundler turns each template into one chunk per file, so a
 * browser fetches only the one it asks for, and a table of those chunks. Only the `public` table is
 * part of every page's first load; the others are in a module of their own (screen-catalog.ts),
 * fetched with the first screen's catalogue.
 */
function catalogModule(locale: Locale, name: CatalogName): Promise<unknown> {
  if (name === "public") return import(`../catalogs/${locale}/public.ts`);
  return import("./screen-catalog.ts").then(({ screenCatalogModule }) => screenCatalogModule(locale, name));
}

/** One locale's compiled catalogue (`npm run compile -w @twend/i18n`, run by every build). */
export async function loadCatalog(locale: Locale, name: CatalogName): Promise<Messages> {
  const module: unknown = await catalogModule(locale, name);
  if (!hasMessages(module)) throw new Error(`catalogs/${locale}/${name}.ts has no messages: run \`npm run compile -w @twend/i18n\``);
  return module.messages;
}

/** Every catalogue of one locale in one table, for the server and tests, which have no download to save. */
export async function loadAllCatalogs(locale: Locale): Promise<Messages> {
  const tables = await Promise.all(CATALOG_NAMES.map((name) => loadCatalog(locale, name)));
  return Object.assign({}, ...tables);
}
