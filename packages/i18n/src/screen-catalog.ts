import type { Locale } from "@twend/shared";

/** The module of one locale's `home` or `app` catalogue (see load-catalog.ts). */
export function screenCatalogModule(locale: Locale, name: "home" | "app"): Promise<unknown> {
  return name === "home" ? import(`../catalogs/${locale}/home.ts`) : import(`../catalogs/${locale}/app.ts`);
}
