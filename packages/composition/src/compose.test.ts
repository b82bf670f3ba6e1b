import { createCanvas, type Canvas, type SKRSContext2D } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { composeDp } from "./compose.ts";
import type { DpDesign, DpLogo, DpOptions } from "./layout.ts";
import { markSampleMisses, readFooter, type FooterReading } from "./testing/footer-probe.ts";
import { TWEND_MARK } from "./twend-mark.ts";

// Real drawing on @napi-rs/canvas (the server's canvas), asserting on pixels.

type Rgba = [number, number, number, number];

const BLUE: Rgba = [30, 64, 175, 255];
const RED: Rgba = [220, 20, 20, 255];
const GREEN: Rgba = [0, 255, 0, 255];
const WHITE: Rgba = [255, 255, 255, 255];
const YELLOW: Rgba = [255, 220, 0, 255];

const css = ([r, g, b]: Rgba) => `rgb(${r}, ${g}, ${b})`;

function solid(width: number, height: number, colour: Rgba): Canvas {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = css(colour);
  ctx.fillRect(0, 0, width, height);
  return canvas;
}

/** Left half red, right half blue. */
function split(width: number, height: number): Canvas {
  const canvas = solid(width, height, RED);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = css(BLUE);
  ctx.fillRect(width / 2, 0, width / 2, height);
  return canvas;
}

function pixel(ctx: SKRSContext2D, x: number, y: number): Rgba {
  const [r = -1, g = -1, b = -1, a = -1] = ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data;
  return [r, g, b, a];
}

function expectColour(actual: Rgba, expected: Rgba, tolerance = 2): void {
  for (let i = 0; i < 4; i++) expect(Math.abs((actual[i] ?? 0) - (expected[i] ?? 0)), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

function countColour(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, predicate: (p: Rgba) => boolean): number {
  const data = ctx.getImageData(x, y, w, h).data;
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    if (predicate([data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0])) count++;
  }
  return count;
}

function footerOf(canvas: Canvas, ctx: SKRSContext2D): FooterReading {
  const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return readFooter({ data: Buffer.from(data.buffer), width: canvas.width, height: canvas.height });
}

const DESIGN: DpDesign = {
  avatar_x: 100,
  avatar_y: 100,
  avatar_size: 200,
  avatar_shape: "circle",
  avatar_color: css(GREEN),
  text_x: 250,
  text_y: 400,
  text_font: "Arial",
  text_size: 40,
  text_color: css(YELLOW),
  include_text: true,
};

function compose(design: Partial<DpDesign> = {}, extra: { name?: string; options?: DpOptions; photo?: Canvas | null; logo?: DpLogo; background?: Canvas } = {}) {
  const canvas = createCanvas(1, 1);
  const ctx = canvas.getContext("2d");
  const result = composeDp(ctx, {
    design: { ...DESIGN, ...design },
    // 1000x1000: 2 background px per reference unit on both axes.
    background: extra.background ?? solid(1000, 1000, BLUE),
    photo: extra.photo === undefined ? solid(300, 200, RED) : extra.photo,
    name: extra.name ?? "Ada",
    footer: { host: "twend.example", ...(extra.logo ? { logo: extra.logo } : {}) },
    options: extra.options,
  });
  return { canvas, ctx, result };
}

describe("composeDp on @napi-rs/canvas", () => {
  it("sizes the canvas to the background plus the footer strip", () => {
    const { canvas, result } = compose();
    expect(canvas.width).toBe(1000);
    expect(canvas.height).toBe(1080);
    expect(result.layout.footer).toMatchObject({ y: 1000, height: 80 });
  });

  it("draws the background at its natural size, the photo in the circle and the border on its ring", () => {
    const { ctx } = compose();
    // Avatar slot: x 200..600, y 200..600, centre (400, 400), radius 200; border 6 px inside the slot.
    expectColour(pixel(ctx, 5, 5), BLUE);
    expectColour(pixel(ctx, 995, 995), BLUE);
    expectColour(pixel(ctx, 400, 400), RED);
    expectColour(pixel(ctx, 400, 230), RED);
    expectColour(pixel(ctx, 400, 203), GREEN);
    expectColour(pixel(ctx, 597, 400), GREEN);
    expectColour(pixel(ctx, 400, 597), GREEN);
    // Inside the slot's square but outside the circle: the clip leaves the background.
    expectColour(pixel(ctx, 215, 215), BLUE);
    expectColour(pixel(ctx, 585, 585), BLUE);
    // Outside the slot altogether.
    expectColour(pixel(ctx, 400, 190), BLUE);
  });

  it("fills a square slot to its corners", () => {
    const { ctx } = compose({ avatar_shape: "square" });
    expectColour(pixel(ctx, 215, 215), RED);
    expectColour(pixel(ctx, 585, 585), RED);
    expectColour(pixel(ctx, 202, 400), GREEN);
    expectColour(pixel(ctx, 203, 203), GREEN);
    expectColour(pixel(ctx, 195, 195), BLUE);
  });

  it("draws the name centred at the text position in the text colour", () => {
    const { ctx, result } = compose({}, { name: "Ada Lovelace" });
    expect(result.text).not.toBeNull();
    const isYellow = ([r, g, b]: Rgba) => r > 200 && g > 180 && b < 80;
    // Text centre (500, 800), 80 px font: glyph pixels around it, none far away.
    const left = countColour(ctx, 200, 760, 300, 80, isYellow);
    const right = countColour(ctx, 500, 760, 300, 80, isYellow);
    expect(left).toBeGreaterThan(200);
    expect(right).toBeGreaterThan(200);
    expect(Math.abs(left - right) / (left + right)).toBeLessThan(0.35);
    expect(countColour(ctx, 0, 0, 1000, 700, isYellow)).toBe(0);
  });

  it("draws no name when the design has no text", () => {
    const { ctx, result } = compose({ include_text: false });
    expect(result.text).toBeNull();
    expectColour(pixel(ctx, 500, 800), BLUE);
    expect(countColour(ctx, 0, 700, 1000, 200, ([r, g, b]) => r > 200 && g > 180 && b < 80)).toBe(0);
  });

  it("shrinks a long name to fit the image width", () => {
    const name = "Maximilian Alexander Fitzgerald-Worthington of Somewhere Far";
    const { ctx, result } = compose({}, { name });
    expect(result.text?.fontSize).toBeLessThan(80);
    expect(result.text?.width).toBeLessThanOrEqual(result.layout.text.maxWidth);
    // Nothing of the name is cut off at the edges.
    const isYellow = ([r, g, b]: Rgba) => r > 200 && g > 180 && b < 80;
    expect(countColour(ctx, 0, 700, 30, 200, isYellow)).toBe(0);
    expect(countColour(ctx, 970, 700, 30, 200, isYellow)).toBe(0);
    expect(countColour(ctx, 30, 700, 940, 200, isYellow)).toBeGreaterThan(500);
  });

  it("adds a white footer strip below the background with 'Made with {host}'", () => {
    const { ctx } = compose();
    const isWhite = ([r, g, b]: Rgba) => r === 255 && g === 255 && b === 255;
    expectColour(pixel(ctx, 2, 1001), WHITE);
    expectColour(pixel(ctx, 998, 1078), WHITE);
    // The rows at the very top and bottom of the strip are pure white...
    expect(countColour(ctx, 0, 1000, 1000, 4, isWhite)).toBe(4000);
    expect(countColour(ctx, 0, 1076, 1000, 4, isWhite)).toBe(4000);
    // ...and its middle carries dark text, centred.
    const isDark = ([r, g, b]: Rgba) => r < 140 && g < 140 && b < 160;
    const left = countColour(ctx, 0, 1020, 500, 40, isDark);
    const right = countColour(ctx, 500, 1020, 500, 40, isDark);
    expect(left).toBeGreaterThan(50);
    expect(right).toBeGreaterThan(50);
    expect(countColour(ctx, 0, 1020, 250, 40, isDark)).toBe(0);
    // The background above the strip is untouched.
    expectColour(pixel(ctx, 500, 998), BLUE);
  });

  it("draws the Twend mark after 'Made with', in the header's colours, the two centred together", () => {
    const { canvas, ctx } = compose({}, { logo: TWEND_MARK });
    const { mark, text } = footerOf(canvas, ctx);
    if (!mark || !text) throw new Error("the strip has no mark or no text");
    // Half the 80 px strip high, square, centred on the strip's middle row.
    expect(mark.right - mark.left + 1).toBeGreaterThanOrEqual(39);
    expect(mark.right - mark.left + 1).toBeLessThanOrEqual(41);
    expect(mark.bottom - mark.top + 1).toBeGreaterThanOrEqual(39);
    expect(mark.bottom - mark.top + 1).toBeLessThanOrEqual(41);
    expect(Math.abs((mark.top + mark.bottom) / 2 - 1040)).toBeLessThanOrEqual(1);
    // 'Made with' on its left, a gap between them, the pair centred across the width.
    expect(text.right).toBeLessThan(mark.left - 5);
    expect(Math.abs(text.left - (999 - mark.right))).toBeLessThanOrEqual(3);
    const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
    expect(markSampleMisses({ data: Buffer.from(data.buffer), width: canvas.width, height: canvas.height }, mark, 8)).toEqual([]);
  });

  it("writes the host instead only when no logo is given", () => {
    const withMark = compose({}, { logo: TWEND_MARK });
    const without = compose();
    const fallback = footerOf(without.canvas, without.ctx);
    expect(fallback.mark).toBeNull();
    expect(without.result.layout.footer.text).toBe("Made with twend.example");
    expect(withMark.result.layout.footer.text).toBe("Made with");
    // 'Made with twend.example' is far wider than 'Made with'.
    const markedText = footerOf(withMark.canvas, withMark.ctx).text;
    if (!fallback.text || !markedText) throw new Error("the strip has no text");
    expect(fallback.text.right - fallback.text.left).toBeGreaterThan(1.8 * (markedText.right - markedText.left));
  });

  it("shrinks the text and the mark together to fit a narrow image", () => {
    const { canvas, ctx } = compose({}, { logo: TWEND_MARK, background: solid(120, 1000, BLUE), name: "" });
    const { mark, text } = footerOf(canvas, ctx);
    if (!mark || !text) throw new Error("the strip has no mark or no text");
    expect(mark.right - mark.left + 1).toBeLessThan(36);
    expect(text.left).toBeGreaterThanOrEqual(3);
    expect(mark.right).toBeLessThanOrEqual(116);
    expect(text.right).toBeLessThan(mark.left);
  });

  it("shows the empty slot's border when there is no photo yet", () => {
    const { ctx } = compose({}, { photo: null });
    expectColour(pixel(ctx, 400, 400), BLUE);
    expectColour(pixel(ctx, 400, 203), GREEN);
  });

  it("falls back to white for an invalid colour", () => {
    const { ctx } = compose({ avatar_color: "not-a-colour" });
    expectColour(pixel(ctx, 400, 203), WHITE);
  });

  it("applies the photo transform", () => {
    // A 400x200 photo, red left and blue right; zoomed in and moved right, the red half fills the slot.
    const photo = split(400, 200);
    const centred = compose({}, { photo }).ctx;
    expectColour(pixel(centred, 350, 400), RED);
    expectColour(pixel(centred, 450, 400), BLUE);
    const moved = compose({}, { photo, options: { mode: "full", photoTransform: { zoom: 2, offsetX: 0.5, offsetY: 0 } } }).ctx;
    expectColour(pixel(moved, 300, 400), RED);
    expectColour(pixel(moved, 500, 400), RED);
  });

  it("draws a preview that is the full output scaled down", () => {
    const { canvas, ctx } = compose({}, { options: { mode: "preview", previewSize: 216 } });
    // 1000x1080 scaled by 0.2.
    expect(canvas.width).toBe(200);
    expect(canvas.height).toBe(216);
    expectColour(pixel(ctx, 2, 2), BLUE);
    expectColour(pixel(ctx, 80, 80), RED);
    expectColour(pixel(ctx, 44, 44), BLUE);
    expectColour(pixel(ctx, 2, 214), WHITE);
  });

  it("redraws cleanly on a canvas that already holds a DP", () => {
    const canvas = createCanvas(1000, 1080);
    const ctx = canvas.getContext("2d");
    const base = { background: solid(1000, 1000, BLUE), name: "", footer: { host: "twend.example" } };
    composeDp(ctx, { ...base, design: DESIGN, photo: solid(50, 50, RED) });
    composeDp(ctx, { ...base, design: { ...DESIGN, avatar_x: 300 } });
    expectColour(pixel(ctx, 400, 400), BLUE);
  });
});
