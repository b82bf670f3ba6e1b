import { CAMPAIGN_DESIGN_DEFAULTS, FONTS, LIMITS, REFERENCE_SIZE } from "@twend/shared";
import { describe, expect, it } from "vitest";
import { FONT_FAMILIES, GENERIC_FAMILIES, cssFont, fontStack } from "./fonts.ts";
import { FOOTER_RULE, fitText, layoutDp, type DpDesign, type DpInput } from "./layout.ts";
import { footerHeight } from "./page-measures.ts";
import { placePhoto } from "./photo-placement.ts";
import { TWEND_MARK } from "./twend-mark.ts";

const DEFAULT_DESIGN: DpDesign = { ...CAMPAIGN_DESIGN_DEFAULTS };

const size = (width: number, height: number) => ({ width, height });

function input(overrides: Partial<DpInput> = {}, design: Partial<DpDesign> = {}): DpInput {
  return {
    design: { ...DEFAULT_DESIGN, ...design },
    background: size(1080, 1080),
    name: "Ada Lovelace",
    footer: { host: "twend.example" },
    ...overrides,
  };
}

describe("constants", () => {
  it("map every font of the spec to a bundled family, with a generic fallback", () => {
    expect(Object.keys(FONT_FAMILIES).sort()).toEqual([...FONTS].sort());
    expect(FONT_FAMILIES).toMatchObject({
      Arial: "Arimo",
      Helvetica: "Arimo",
      "Times New Roman": "Tinos",
      "Courier New": "Cousine",
      Georgia: "Gelasio",
      Verdana: "DejaVu Sans",
      "Comic Sans MS": "Comic Neue",
      Impact: "Anton",
      "Trebuchet MS": "Fira Sans",
    });
    expect(Object.keys(GENERIC_FAMILIES).sort()).toEqual([...FONTS].sort());
    const fallbacks = '"Noto Color Emoji", "Noto Sans Arabic", "Noto Sans Devanagari", "Noto Sans SC", "Noto Sans KR"';
    expect(fontStack("Times New Roman")).toBe(`"Tinos", ${fallbacks}, "Times New Roman", serif`);
    expect(cssFont(69.12, "Courier New")).toBe(`69.12px "Cousine", ${fallbacks}, "Courier New", monospace`);
  });

  it("never quote an unknown font name into the font string", () => {
    expect(fontStack('x", 99px evil')).toBe(fontStack("Arial"));
  });

  it("document the footer rule", () => {
    expect(FOOTER_RULE).toContain("clamp(round(0.08 x background height), 40, 80)");
    expect(FOOTER_RULE).toContain("below the background");
  });
});

describe("footerHeight", () => {
  it.each([
    [100, 40],
    [500, 40],
    [600, 48],
    [800, 64],
    [1000, 80],
    [1080, 80],
    [4000, 80],
    [506, 40],
    [519, 42],
  ])("is clamp(round(8%% of %i), 40, 80) = %i", (height, expected) => {
    expect(footerHeight(height)).toBe(expected);
  });
});

describe("layoutDp, full mode", () => {
  it("lays out the default design on a 1080x1080 background", () => {
    const layout = layoutDp(input());
    const k = 1080 / 500;
    expect(layout.width).toBe(1080);
    expect(layout.height).toBe(1080 + 80);
    expect(layout.scale).toBe(1);
    expect(layout.designScale).toEqual({ x: k, y: k, size: k });
    expect(layout.background).toEqual({ x: 0, y: 0, width: 1080, height: 1080 });
    expect(layout.avatar.x).toBeCloseTo(100 * k);
    expect(layout.avatar.y).toBeCloseTo(100 * k);
    expect(layout.avatar.width).toBeCloseTo(120 * k);
    expect(layout.avatar.height).toBeCloseTo(120 * k);
    expect(layout.avatar.centerX).toBeCloseTo(160 * k);
    expect(layout.avatar.radius).toBeCloseTo(60 * k);
    expect(layout.avatar.shape).toBe("circle");
    expect(layout.border).toEqual({ width: 3 * k, color: "#ffffff" });
    expect(layout.text).toMatchObject({ visible: true, text: "Ada Lovelace", color: "#ffffff" });
    expect(layout.text.x).toBeCloseTo(540);
    expect(layout.text.y).toBeCloseTo(648);
    expect(layout.text.fontSize).toBeCloseTo(32 * k);
    expect(layout.text.font).toBe(cssFont(69.12, "Arial"));
    expect(layout.text.font).toMatch(/^69\.12px "Arimo", "Noto Color Emoji", .*"Arial", sans-serif$/);
    expect(layout.footer).toMatchObject({ x: 0, y: 1080, width: 1080, height: 80, text: "Made with twend.example", hasLogo: false });
    expect(layout.photo).toBeNull();
  });

  it("scales positions per axis and sizes by the smaller axis scale", () => {
    const layout = layoutDp(input({ background: size(1000, 500) }, { avatar_x: 380, avatar_y: 380, avatar_size: 120, text_x: 250, text_y: 450, text_size: 40 }));
    expect(layout.designScale).toEqual({ x: 2, y: 1, size: 1 });
    expect(layout.avatar).toMatchObject({ x: 760, y: 380, width: 120, height: 120 });
    expect(layout.text).toMatchObject({ x: 500, y: 450, fontSize: 40 });
    expect(layout.border.width).toBe(3);
    expect(layout.height).toBe(500 + 40);
  });

  it("keeps any avatar placed inside the reference square inside the background, whatever its aspect ratio", () => {
    const backgrounds = [size(1000, 500), size(500, 1000), size(1080, 1350), size(1920, 1080), size(333, 777)];
    for (const background of backgrounds) {
      for (const avatarSize of [LIMITS.avatarSize.min, 120, 250, LIMITS.avatarSize.max]) {
        const corner = REFERENCE_SIZE - avatarSize;
        const { avatar } = layoutDp(input({ background }, { avatar_x: corner, avatar_y: corner, avatar_size: avatarSize }));
        expect(avatar.x + avatar.width).toBeLessThanOrEqual(background.width + 1e-9);
        expect(avatar.y + avatar.height).toBeLessThanOrEqual(background.height + 1e-9);
      }
    }
  });

  it("never lets the border be thinner than 2 px", () => {
    const layout = layoutDp(input({ background: size(300, 300) }));
    expect(layout.designScale.size).toBeCloseTo(0.6);
    expect(layout.border.width).toBe(2);
    expect(layout.footer.height).toBe(40);
  });

  it.each([
    // background, size scale = min(w, h) / 500, border = max(2, 3 x scale)
    [size(250, 250), 2],
    [size(400, 400), 2.4],
    [size(500, 500), 3],
    [size(1000, 1000), 6],
    [size(2000, 1000), 6],
    [size(1080, 1920), 6.48],
  ])("makes the border max(2, 3 x scale) px on %o: %f", (background, expected) => {
    expect(layoutDp(input({ background })).border.width).toBeCloseTo(expected);
  });

  it.each([
    [size(500, 500), 500, 40],
    [size(1000, 750), 750, 60],
    [size(2000, 1500), 1500, 80],
    [size(1200, 628), 628, 50],
  ])("puts the footer strip right below the background on %o, across the full width", (background, top, height) => {
    const { footer, width, height: outputHeight } = layoutDp(input({ background }));
    expect(footer).toMatchObject({ x: 0, y: top, width: background.width, height });
    expect(width).toBe(background.width);
    expect(outputHeight).toBe(top + height);
  });

  it("hides the name when the design has no text or the name is blank", () => {
    expect(layoutDp(input({}, { include_text: false })).text.visible).toBe(false);
    expect(layoutDp(input({ name: "   " })).text.visible).toBe(false);
    expect(layoutDp(input({ name: "  Ada " })).text).toMatchObject({ visible: true, text: "Ada" });
  });

  it("writes 'Made with' next to a logo, and 'Made with {host}' without one", () => {
    const withLogo = layoutDp(input({ footer: { host: "twend.example", logo: TWEND_MARK } }));
    expect(withLogo.footer).toMatchObject({ text: "Made with", hasLogo: true, logoHeight: 40 });
    expect(layoutDp(input({ footer: { host: "twend.example", logo: null } })).footer).toMatchObject({ text: "Made with twend.example", hasLogo: false });
    expect(layoutDp(input({ footer: { host: "" } })).footer.text).toBe("Made with");
  });

  it("refuses a background without a size", () => {
    expect(() => layoutDp(input({ background: size(0, 100) }))).toThrow(RangeError);
  });
});

describe("layoutDp, preview mode", () => {
  it("scales the whole output down to the preview size on its longest side", () => {
    const full = layoutDp(input());
    const preview = layoutDp(input({ options: { mode: "preview", previewSize: 400 } }));
    const k = 400 / 1160;
    expect(preview.scale).toBeCloseTo(k);
    expect(preview.height).toBe(400);
    expect(preview.width).toBe(Math.round(1080 * k));
    expect(preview.background.height).toBe(Math.round(1080 * k));
    expect(preview.footer.y).toBe(preview.background.height);
    expect(preview.footer.height).toBe(400 - Math.round(1080 * k));
    expect(preview.avatar.x).toBeCloseTo(full.avatar.x * k);
    expect(preview.avatar.width).toBeCloseTo(full.avatar.width * k);
    expect(preview.border.width).toBeCloseTo(full.border.width * k);
    expect(preview.text.fontSize).toBeCloseTo(full.text.fontSize * k);
  });

  it("uses the width when it is the longest side, and 400 px by default", () => {
    const preview = layoutDp(input({ background: size(2000, 1000), options: { mode: "preview" } }));
    expect(preview.width).toBe(400);
    expect(preview.height).toBe(Math.round((1000 + 80) * 0.2));
  });

  it("never enlarges a small background", () => {
    const preview = layoutDp(input({ background: size(300, 200), options: { mode: "preview", previewSize: 320 } }));
    expect(preview.scale).toBe(1);
    expect(preview.width).toBe(300);
    expect(preview.height).toBe(240);
  });
});

describe("the photo window", () => {
  it("is the avatar slot in slot mode, and the whole background of an overlay frame", () => {
    const slot = layoutDp(input({ photo: size(800, 600) }));
    expect(slot.frameMode).toBe("slot");
    expect(slot.photoWindow).toEqual({ x: slot.avatar.x, y: slot.avatar.y, width: slot.avatar.width, height: slot.avatar.height });

    const overlay = layoutDp(input({ background: size(1080, 1350), photo: size(800, 600) }, { frame_mode: "overlay" }));
    expect(overlay.frameMode).toBe("overlay");
    expect(overlay.photoWindow).toEqual({ x: 0, y: 0, width: 1080, height: 1350 });
    // Cover-fitted to the 1080x1350 frame: the 800x600 photo's height decides.
    expect(overlay.photo).toMatchObject({ centerX: 540, centerY: 675, scale: 2.25, width: 1800, height: 1350 });
  });

  it("places the photo as placePhoto does in that window", () => {
    const transform = { zoom: 1.5, offsetX: 0.1, offsetY: 0.1, rotation: 30 };
    const layout = layoutDp(input({ photo: size(800, 600), options: { mode: "full", photoTransform: transform } }));
    expect(layout.photo).toEqual(placePhoto(size(800, 600), layout.photoWindow, transform));
  });
});

describe("fitText", () => {
  // A stand-in font whose glyphs are all half as wide as the font size.
  const measureOf = (text: string) => (font: string) => Number.parseFloat(font) * 0.5 * text.length;

  it("keeps a name that fits as designed", () => {
    const { text, width } = layoutDp(input({ name: "Ada" }));
    const fitted = fitText(text, width, measureOf("Ada"));
    expect(fitted.fontSize).toBe(text.fontSize);
    expect(fitted.x).toBe(text.x);
    expect(fitted.font).toBe(text.font);
  });

  it("shrinks a long name to the image width minus the margins", () => {
    const name = "Maximilian Alexander Fitzgerald-Worthington the Third of Somewhere";
    const { text, width } = layoutDp(input({ name }));
    const fitted = fitText(text, width, measureOf(name));
    expect(fitted.fontSize).toBeLessThan(text.fontSize);
    expect(fitted.width).toBeLessThanOrEqual(text.maxWidth);
    expect(fitted.width).toBeGreaterThan(text.maxWidth * 0.95);
    expect(fitted.x).toBeCloseTo(width / 2);
  });

  it("moves a name placed near an edge back inside the image", () => {
    const { text, width } = layoutDp(input({ name: "Grace Hopper" }, { text_x: 495 }));
    const fitted = fitText(text, width, measureOf("Grace Hopper"));
    expect(fitted.x + fitted.width / 2).toBeCloseTo(width - text.margin);
  });
});
