import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { BUNDLED_FONT_FILES, DESIGN_FONT_FILES, FALLBACK_FONTS, fontFilesFor } from "./font-files.ts";
import { FALLBACK_FAMILIES, FONT_FAMILIES } from "./fonts.ts";

const require = createRequire(import.meta.url);

function packageRanges(file: string): Record<string, string> {
  const pkg = file.split("/files/")[0] ?? "";
  return JSON.parse(readFileSync(require.resolve(`${pkg}/unicode.json`), "utf8")) as Record<string, string>;
}

describe("bundled font files", () => {
  it("exist in the installed @fontsource packages", () => {
    for (const { file } of BUNDLED_FONT_FILES) expect(existsSync(require.resolve(file)), file).toBe(true);
  });

  it("carry the unicode ranges their package declares", () => {
    for (const { file, unicodeRange } of BUNDLED_FONT_FILES) {
      if (!unicodeRange) continue;
      const declared = packageRanges(file);
      const subset = Object.keys(declared).find((name) => file.endsWith(`-${name}-400-normal.woff2`)) ?? "";
      expect(unicodeRange, file).toBe(declared[subset]);
    }
  });

  it("cover every design font and every fallback family", () => {
    for (const family of new Set(Object.values(FONT_FAMILIES))) expect(DESIGN_FONT_FILES[family]?.length, family).toBeGreaterThan(0);
    expect(FALLBACK_FONTS.map((font) => font.family)).toEqual([...FALLBACK_FAMILIES]);
    for (const font of FALLBACK_FONTS) expect(font.files.every((file) => file.family === font.family)).toBe(true);
  });
});

describe("fontFilesFor", () => {
  const families = (text: string, font: string) => [...new Set(fontFilesFor(text, font).map((file) => file.family))];

  it("loads the design font and the footer's, and no fallback for a Latin name", () => {
    expect(families("Ada Lovelace", "Impact")).toEqual(["Anton", "Arimo"]);
    expect(families("Ada", "Helvetica")).toEqual(["Arimo"]);
  });

  it("adds the fallbacks a name's scripts and emoji need", () => {
    expect(families("محمد 🎉", "Georgia")).toEqual(["Gelasio", "Arimo", "Noto Color Emoji", "Noto Sans Arabic"]);
    expect(families("प्रिया", "Arial")).toEqual(["Arimo", "Noto Sans Devanagari"]);
    expect(families("王小明 さくら", "Arial")).toEqual(["Arimo", "Noto Sans SC"]);
    expect(families("김민준", "Arial")).toEqual(["Arimo", "Noto Sans KR"]);
    expect(families("🇳🇬", "Arial")).toEqual(["Arimo", "Noto Color Emoji"]);
  });

  it("treats an unknown font name as Arial", () => {
    expect(families("Ada", "Papyrus")).toEqual(["Arimo"]);
  });
});
