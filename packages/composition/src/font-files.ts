import { FONT_FAMILIES, isDesignFont, DEFAULT_DESIGN_FONT, type FallbackFamily } from "./fonts.ts";

/**
 * The .woff2 files behind every bundled family, from the `@fontsource/*`
 * packages. The server (`@twend/composition/node`) and the browser
 * (`@twend/composition/browser`) register exactly these files under exactly
 * these family names, which is what makes their drawings match.
 */
export interface BundledFontFile {
  /** CSS family name the file is registered under (see FONT_FAMILIES, FALLBACK_FAMILIES). */
  family: string;
  /**
   * Package path of the file, e.g. "@fontsource/arimo/files/arimo-latin-400-normal.woff2":
   * Node resolves it, and so do bundlers (Vite, esbuild), which turn it into a URL.
   */
  file: string;
  /**
   * CSS unicode-range of a subset file. A family split into subsets is
   * registered once per file under the same name; the browser needs the
   * ranges to know which file serves which character. Absent for a file used whole.
   */
  unicodeRange?: string;
}

/** Fontsource's subset ranges (its unicode.json; a test holds them equal). */
export const SUBSET_RANGES = {
  latin: "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  vietnamese: "U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB",
  cyrillic: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
  "cyrillic-ext": "U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F",
  greek: "U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF",
  "greek-ext": "U+1F00-1FFF",
  hebrew: "U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F",
  devanagari: "U+0900-097F,U+1CD0-1CF9,U+200C-200D,U+20A8,U+20B9,U+20F0,U+25CC,U+A830-A839,U+A8E0-A8FF,U+11B00-11B09",
  arabic:
    "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC," +
    "U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37," +
    "U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62," +
    "U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1",
} as const;

export type FontSubset = keyof typeof SUBSET_RANGES;

const EUROPEAN: readonly FontSubset[] = ["latin", "latin-ext", "vietnamese", "cyrillic", "cyrillic-ext", "greek", "greek-ext"];

function subsetFiles(family: string, pkg: string, subsets: readonly FontSubset[]): BundledFontFile[] {
  return subsets.map((subset) => ({
    family,
    file: `@fontsource/${pkg}/files/${pkg}-${subset}-400-normal.woff2`,
    unicodeRange: SUBSET_RANGES[subset],
  }));
}

function wholeFile(family: string, pkg: string, name: string): BundledFontFile {
  return { family, file: `@fontsource/${pkg}/files/${pkg}-${name}-400-normal.woff2` };
}

/** Files of each design family: every subset its package has. */
export const DESIGN_FONT_FILES: Readonly<Record<string, readonly BundledFontFile[]>> = {
  Arimo: subsetFiles("Arimo", "arimo", [...EUROPEAN, "hebrew"]),
  Tinos: subsetFiles("Tinos", "tinos", [...EUROPEAN, "hebrew"]),
  Cousine: subsetFiles("Cousine", "cousine", [...EUROPEAN, "hebrew"]),
  Gelasio: subsetFiles("Gelasio", "gelasio", ["latin", "latin-ext", "vietnamese"]),
  // Fontsource ships DejaVu Sans as one file named "latin" that holds the whole font.
  "DejaVu Sans": [wholeFile("DejaVu Sans", "dejavu-sans", "latin")],
  "Comic Neue": subsetFiles("Comic Neue", "comic-neue", ["latin"]),
  Anton: subsetFiles("Anton", "anton", ["latin", "latin-ext", "vietnamese"]),
  "Fira Sans": subsetFiles("Fira Sans", "fira-sans", EUROPEAN),
};

export interface FallbackFont {
  family: FallbackFamily;
  files: readonly BundledFontFile[];
  /** Text that needs this font: a browser loads it only then (the emoji file alone is 5.8 MB). */
  neededFor: RegExp;
}

/**
 * Emoji and the scripts the design fonts lack, in stack order. The CJK and
 * emoji fonts are Fontsource's single-file versions rather than its ~100
 * unicode-range slices, so an emoji ZWJ sequence or a name never spans files.
 * The Simplified Chinese file also covers the common Traditional characters
 * and Japanese kana; Korean has its own file.
 */
export const FALLBACK_FONTS: readonly FallbackFont[] = [
  {
    family: "Noto Color Emoji",
    files: [wholeFile("Noto Color Emoji", "noto-color-emoji", "emoji")],
    neededFor: /[\p{Extended_Pictographic}\p{Regional_Indicator}\u{20E3}]/u,
  },
  {
    family: "Noto Sans Arabic",
    files: subsetFiles("Noto Sans Arabic", "noto-sans-arabic", ["arabic"]),
    neededFor: /\p{Script=Arabic}/u,
  },
  {
    family: "Noto Sans Devanagari",
    files: subsetFiles("Noto Sans Devanagari", "noto-sans-devanagari", ["devanagari"]),
    neededFor: /\p{Script=Devanagari}/u,
  },
  {
    family: "Noto Sans SC",
    files: [wholeFile("Noto Sans SC", "noto-sans-sc", "chinese-simplified")],
    neededFor: /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u{3000}-\u{303F}\u{FF00}-\u{FFEF}]/u,
  },
  {
    family: "Noto Sans KR",
    files: [wholeFile("Noto Sans KR", "noto-sans-kr", "korean")],
    neededFor: /\p{Script=Hangul}/u,
  },
];

/** Every bundled file once: what the server registers at start-up. */
export const BUNDLED_FONT_FILES: readonly BundledFontFile[] = [...Object.values(DESIGN_FONT_FILES).flat(), ...FALLBACK_FONTS.flatMap((font) => font.files)];

/**
 * The files a canvas needs to draw `text` in `textFont` and the footer
 * (Arial's family): the design family's subsets, which are small, and only
 * the fallbacks the text calls for. Unknown font names get Arial's files, as
 * in fontStack.
 */
export function fontFilesFor(text: string, textFont: string): BundledFontFile[] {
  const font = isDesignFont(textFont) ? textFont : DEFAULT_DESIGN_FONT;
  const families = new Set<string>([FONT_FAMILIES[font], FONT_FAMILIES[DEFAULT_DESIGN_FONT]]);
  const design = [...families].flatMap((family) => DESIGN_FONT_FILES[family] ?? []);
  const fallbacks = FALLBACK_FONTS.filter((font) => font.neededFor.test(text)).flatMap((font) => font.files);
  return [...design, ...fallbacks];
}
