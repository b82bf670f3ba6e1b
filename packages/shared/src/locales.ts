/** The languages Twend speaks. English is the source: its texts are the spec's, word for word. */
export const LOCALES = [
  { code: "en", name: "English", dir: "ltr" },
  { code: "id", name: "Bahasa Indonesia", dir: "ltr" },
  { code: "ms", name: "Bahasa Melayu", dir: "ltr" },
  { code: "es", name: "Español", dir: "ltr" },
  { code: "pt-BR", name: "Português (Brasil)", dir: "ltr" },
  { code: "fr", name: "Français", dir: "ltr" },
  { code: "ar", name: "العربية", dir: "rtl" },
  { code: "hi", name: "हिन्दी", dir: "ltr" },
  { code: "tr", name: "Türkçe", dir: "ltr" },
  { code: "ur", name: "اردو", dir: "rtl" },
] as const;

export type Locale = (typeof LOCALES)[number]["code"];
export type TextDirection = (typeof LOCALES)[number]["dir"];

export const LOCALE_CODES = LOCALES.map((locale) => locale.code) as [Locale, ...Locale[]];
export const SOURCE_LOCALE: Locale = "en";

/** The cookie that keeps a visitor's own choice of language, read by the server before it renders a page. */
export const LOCALE_COOKIE = "twend_locale";

export const isLocale = (value: unknown): value is Locale => typeof value === "string" && (LOCALE_CODES as readonly string[]).includes(value);

export const directionOf = (locale: Locale): TextDirection => LOCALES.find((l) => l.code === locale)?.dir ?? "ltr";

// Older tags some systems still send for the same languages.
const LEGACY_TAGS: Record<string, Locale> = { in: "id", zsm: "ms", zlm: "ms" };

/** The supported locale a BCP 47 tag asks for: exact, then by language ("pt-PT" is served Brazilian Portuguese), else null. */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().toLowerCase();
  if (!lower) return null;
  const exact = LOCALE_CODES.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split(/[-_]/)[0] ?? "";
  return LOCALE_CODES.find((code) => code.split("-")[0] === language) ?? LEGACY_TAGS[language] ?? null;
}

/** The first supported locale among the visitor's languages, in their order of preference. */
export function negotiateLocale(preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return null;
}

const LANGUAGE_TAG = /^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/;

/** An Accept-Language header's languages, most preferred first (q=0 ones left out). */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => LANGUAGE_TAG.test(entry.tag) && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
