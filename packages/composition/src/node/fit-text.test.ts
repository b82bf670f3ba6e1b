import { createCanvas } from "@napi-rs/canvas";
import { FONTS } from "@twend/shared";
import { beforeAll, describe, expect, it } from "vitest";
import { fitText, layoutDp, type DpDesign } from "../layout.ts";
import { loadServerFonts } from "./fonts.ts";

// fitText with the real bundled fonts, whose widths differ a lot (Anton is
// narrow, Cousine monospaced and wide): a long name must fit each of them.

const design: DpDesign = {
  avatar_x: 100,
  avatar_y: 100,
  avatar_size: 120,
  avatar_shape: "circle",
  avatar_color: "#ffffff",
  text_x: 250,
  text_y: 300,
  text_font: "Arial",
  text_size: 72,
  text_color: "#ffffff",
  include_text: true,
};

const ctx = createCanvas(1, 1).getContext("2d");
const measure = (text: string) => (font: string) => {
  ctx.font = font;
  return ctx.measureText(text).width;
};

function fit(name: string, textFont: string) {
  const layout = layoutDp({ design: { ...design, text_font: textFont }, background: { width: 1080, height: 1080 }, name, footer: { host: "" } });
  return { layout, fitted: fitText(layout.text, layout.width, measure(layout.text.text)) };
}

describe("fitText with the bundled fonts", () => {
  beforeAll(() => loadServerFonts());

  it.each([...FONTS])("shrinks a long name in %s to the width between the margins, and no further", (font) => {
    const { layout, fitted } = fit("Maximilian Alexander Fitzgerald-Worthington", font);
    expect(fitted.fontSize).toBeLessThan(layout.text.fontSize);
    expect(fitted.width).toBeLessThanOrEqual(layout.text.maxWidth);
    expect(fitted.width).toBeGreaterThan(layout.text.maxWidth * 0.9);
  });

  it.each([...FONTS])("keeps a short name in %s at the designed size", (font) => {
    const { layout, fitted } = fit("Ada", font);
    expect(fitted.fontSize).toBe(layout.text.fontSize);
  });

  it("fits a long name that falls back to another script's font", () => {
    const { layout, fitted } = fit("محمد بن عبد الله بن عبد المطلب بن هاشم القرشي", "Impact");
    expect(fitted.width).toBeLessThanOrEqual(layout.text.maxWidth);
    expect(fitted.width).toBeGreaterThan(layout.text.maxWidth * 0.9);
  });
});
