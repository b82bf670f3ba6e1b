/**
 * The nine font names a design may use, each mapped to the
 * metric-compatible open font the app bundles, so the browser and the server
 * canvas draw the same glyphs. Both sides must register the bundled files
 * under exactly these family names.
 */
export const FONT_FAMILIES = {
  Arial: "Arimo",
  Helvetica: "Arimo",
  "Times New Roman": "Tinos",
  Georgia: "Gelasio",
  Verdana: "DejaVu Sans",
  "Comic Sans MS": "Comic Neue",
  Impact: "Anton",
  "Trebuchet MS": "Fira Sans",
  "Courier New": "Cousine",
} as const;

export type DesignFont = keyof typeof FONT_FAMILIES;

export type GenericFamily = "sans-serif" | "serif" | "monospace";

/**
 * Last resort when the bundled font did not load. `cursive` and `fantasy` are
 * avoided on purpose: systems map them to script faces nothing like Comic Sans or Impact.
 */
export const GENERIC_FAMILIES: Readonly<Record<DesignFont, GenericFamily>> = {
  Arial: "sans-serif",
  Helvetica: "sans-serif",
  "Times New Roman": "serif",
  Georgia: "serif",
  Verdana: "sans-serif",
  "Comic Sans MS": "sans-serif",
  Impact: "sans-serif",
  "Trebuchet MS": "sans-serif",
  "Courier New": "monospace",
};

export const DEFAULT_DESIGN_FONT: DesignFont = "Arial";

/**
 * Fonts for what the design fonts lack: emoji and non-Latin scripts. They come
 * after the design font in every font stack, so a name in Arabic, Devanagari,
 * Chinese, Japanese or Korean, or with emoji, draws the same glyphs on both
 * canvases instead of whatever the machine has (or tofu). Emoji comes first
 * so a symbol with an emoji form (❤, ☺) draws as emoji even if a later
 * fallback also has a text glyph for it.
 */
export const FALLBACK_FAMILIES = ["Noto Color Emoji", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans SC", "Noto Sans KR"] as const;

export type FallbackFamily = (typeof FALLBACK_FAMILIES)[number];

/** Every family to register, once each. */
export const BUNDLED_FONT_FAMILIES: readonly string[] = [...new Set([...Object.values(FONT_FAMILIES), ...FALLBACK_FAMILIES])];

export function isDesignFont(name: string): name is DesignFont {
  return Object.hasOwn(FONT_FAMILIES, name);
}

/**
 * CSS font-family list for a design font: the bundled family, the bundled
 * fallbacks, the original name (installed on most desktops, and
 * metric-compatible, for when the bundled file did not load), then the
 * generic. Unknown names fall back to Arial's stack instead of being quoted
 * into the font string, since they come from stored data.
 */
export function fontStack(textFont: string): string {
  const font = isDesignFont(textFont) ? textFont : DEFAULT_DESIGN_FONT;
  const fallbacks = FALLBACK_FAMILIES.map((family) => `"${family}"`).join(", ");
  return `"${FONT_FAMILIES[font]}", ${fallbacks}, "${font}", ${GENERIC_FAMILIES[font]}`;
}

/** A canvas `font` value: `{size}px "{bundled}", {fallbacks}, "{name}", {generic}`. */
export function cssFont(sizePx: number, textFont: string): string {
  return fontString(sizePx, fontStack(textFont));
}

/** A canvas `font` value from a size and a family list such as fontStack's. */
export function fontString(sizePx: number, families: string): string {
  // Two decimals keep the string stable between browser and server parsing.
  return `${roundTo(sizePx, 2)}px ${families}`;
}

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
