import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import babelExtractor from "@lingui/cli/api/extractors/babel";
import { LOCALE_CODES, SOURCE_LOCALE } from "./packages/shared/src/locales.ts";
import { textTableExtractor } from "./packages/i18n/src/text-table-extractor.ts";

/**
 * What a shared Twend's page (the generator) shows, with the layout around it: the one catalogue
 * that page loads, so it carries no other screen's texts into that first load.
 */
const PUBLIC_SOURCES = [
  "<rootDir>/web/src/app",
  "<rootDir>/web/src/components",
  "<rootDir>/web/src/lib",
  "<rootDir>/web/src/i18n",
  "<rootDir>/web/src/components/campaigns/category-labels.ts",
  "<rootDir>/web/src/pages/campaigns",
  "<rootDir>/web/src/features/generator",
  "<rootDir>/web/src/features/composition",
  "<rootDir>/web/src/features/heic",
  "<rootDir>/web/src/features/share",
  "<rootDir>/web/src/features/shared-dps",
  "<rootDir>/web/src/features/reports",
  "<rootDir>/web/src/features/offline",
  "<rootDir>/packages/shared/src/first-load-messages.ts",
];

/** The home page's, and the Twend cards it shares with the lists of other pages. */
const HOME_SOURCES = ["<rootDir>/web/src/pages/home", "<rootDir>/web/src/components/campaigns", "<rootDir>/packages/shared/src/home-messages.ts"];
const NOT_SHIPPED = ["**/*.test.*", "**/testing/**"];

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALE_CODES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    { path: "<rootDir>/packages/i18n/catalogs/{locale}/public", include: PUBLIC_SOURCES, exclude: NOT_SHIPPED },
    {
      path: "<rootDir>/packages/i18n/catalogs/{locale}/home",
      include: HOME_SOURCES,
      exclude: [...NOT_SHIPPED, "<rootDir>/web/src/components/campaigns/category-labels.ts"],
    },
    {
      path: "<rootDir>/packages/i18n/catalogs/{locale}/app",
      include: [
        "<rootDir>/web/src",
        "<rootDir>/packages/shared/src/messages.ts",
        "<rootDir>/packages/shared/src/schema-messages.ts",
        "<rootDir>/packages/shared/src/batch-messages.ts",
        "<rootDir>/api/src/http/page-texts.ts",
        "<rootDir>/api/src/http/static-page-meta.ts",
      ],
      exclude: [...PUBLIC_SOURCES, ...HOME_SOURCES, ...NOT_SHIPPED],
    },
  ],
  extractors: [textTableExtractor, babelExtractor],
  format: formatter({ lineNumbers: false }),
  orderBy: "messageId",
});
