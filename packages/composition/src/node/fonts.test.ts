import { GlobalFonts, createCanvas } from "@napi-rs/canvas";
import { beforeAll, describe, expect, it } from "vitest";
import { BUNDLED_FONT_FAMILIES } from "../fonts.ts";
import { GLYPH_PROBES, PROBE_SIZE, glyphProbeFailures, probeArabicShaping, probeCanvas, runGlyphProbe } from "../testing/glyph-probes.ts";
import { loadServerFonts } from "./fonts.ts";

const nodeProbeCanvas = () => probeCanvas(createCanvas(PROBE_SIZE.width, PROBE_SIZE.height).getContext("2d"));

describe("loadServerFonts", () => {
  beforeAll(() => loadServerFonts());

  it("registers every bundled family, once however often it is called", () => {
    for (const family of BUNDLED_FONT_FAMILIES) expect(GlobalFonts.has(family), family).toBe(true);
    const faces = GlobalFonts.families.reduce((sum, family) => sum + family.styles.length, 0);
    loadServerFonts();
    expect(GlobalFonts.families.reduce((sum, family) => sum + family.styles.length, 0)).toBe(faces);
  });

  it.each(GLYPH_PROBES)("draws $label names with the bundled fallback, not the machine's fonts or tofu", (probe) => {
    const result = runGlyphProbe(nodeProbeCanvas(), probe);
    expect(glyphProbeFailures(result, probe.fallback === "Noto Color Emoji")).toEqual([]);
  });

  it("shapes Arabic, right to left", () => {
    const shaping = probeArabicShaping(nodeProbeCanvas());
    expect(shaping.joinedWidth).toBeLessThan(shaping.isolatedWidth * 0.8);
    expect(shaping.alefOnRight).toBe(true);
  });
});
