import type { DpContext } from "../canvas-types.ts";
import { FONT_FAMILIES, fontStack, type DesignFont, type FallbackFamily } from "../fonts.ts";
import { textDirection } from "../text-direction.ts";
import { differingShare, findInk, type Ink } from "./ink.ts";

/**
 * Text in a script the design font lacks, drawn three ways on one canvas:
 * with the design's full font stack (what composeDp does), with the bundled
 * fallback alone, and with the design font alone (no bundled fallback: the
 * machine's fonts or tofu). Run on @napi-rs/canvas and in Chromium alike.
 * Single words: a space would come from the design font in the stack but not
 * from a script-only fallback, and shift the comparison.
 */
export interface GlyphProbe {
  label: string;
  text: string;
  designFont: DesignFont;
  fallback: FallbackFamily;
}

export const GLYPH_PROBES: readonly GlyphProbe[] = [
  { label: "Arabic", text: "محمد", designFont: "Impact", fallback: "Noto Sans Arabic" },
  { label: "Devanagari", text: "प्रिया", designFont: "Trebuchet MS", fallback: "Noto Sans Devanagari" },
  { label: "Chinese and Japanese", text: "王小明さくら", designFont: "Courier New", fallback: "Noto Sans SC" },
  { label: "Korean", text: "김민준", designFont: "Arial", fallback: "Noto Sans KR" },
  { label: "emoji", text: "🎉😀👍🏽", designFont: "Comic Sans MS", fallback: "Noto Color Emoji" },
];

/** The little a probe needs from a canvas: draw black text on white as PROBE_SIZE says, read it back. */
export interface ProbeCanvas {
  readonly width: number;
  readonly height: number;
  /** Straight RGBA of the whole canvas after drawing `text` in `font`. */
  draw(font: string, text: string, direction: "ltr" | "rtl"): ArrayLike<number>;
  measure(font: string, text: string, direction: "ltr" | "rtl"): number;
}

/** Text is drawn centred, on an alphabetic baseline at `baseline` x height. */
export const PROBE_SIZE = { width: 640, height: 120, fontPx: 48, baseline: 0.65 } as const;

/** A 2D context of PROBE_SIZE that can be read back: @napi-rs/canvas's or the browser's. */
export type ProbeContext = Pick<DpContext, "font" | "direction" | "textAlign" | "textBaseline" | "fillStyle" | "fillRect" | "fillText" | "measureText"> & {
  getImageData(x: number, y: number, width: number, height: number): { data: ArrayLike<number> };
};

export function probeCanvas(ctx: ProbeContext): ProbeCanvas {
  const { width, height } = PROBE_SIZE;
  const prepare = (font: string, direction: "ltr" | "rtl") => {
    ctx.font = font;
    ctx.direction = direction;
    ctx.textAlign = "center";
    // Not "middle": that is placed from the first font's metrics, which differ between the stack and a fallback alone.
    ctx.textBaseline = "alphabetic";
  };
  return {
    width,
    height,
    draw(font, text, direction) {
      ctx.fillStyle = "#ffffff";
      ctx.fillRect(0, 0, width, height);
      ctx.fillStyle = "#000000";
      prepare(font, direction);
      ctx.fillText(text, width / 2, height * PROBE_SIZE.baseline);
      return ctx.getImageData(0, 0, width, height).data;
    },
    measure(font, text, direction) {
      prepare(font, direction);
      return ctx.measureText(text).width;
    },
  };
}

export interface GlyphProbeResult {
  label: string;
  stack: Ink | null;
  /** Share of pixels differing between the stack's drawing and the fallback font's alone: ~0 when the glyphs are the bundled ones. */
  stackVsFallback: number;
  /** Share differing from the design font alone: well above 0 when the bundled fallback changed anything. */
  stackVsDesignOnly: number;
  stackWidth: number;
  fallbackWidth: number;
}

export function runGlyphProbe(canvas: ProbeCanvas, probe: GlyphProbe): GlyphProbeResult {
  const px = `${PROBE_SIZE.fontPx}px`;
  const direction = textDirection(probe.text);
  const stackFont = `${px} ${fontStack(probe.designFont)}`;
  const fallbackFont = `${px} "${probe.fallback}"`;
  const designOnlyFont = `${px} "${FONT_FAMILIES[probe.designFont]}"`;
  const stack = Array.from(canvas.draw(stackFont, probe.text, direction));
  const fallback = canvas.draw(fallbackFont, probe.text, direction);
  const designOnly = canvas.draw(designOnlyFont, probe.text, direction);
  return {
    label: probe.label,
    stack: findInk(stack, canvas.width, canvas.height),
    stackVsFallback: differingShare(stack, fallback),
    stackVsDesignOnly: differingShare(stack, designOnly),
    stackWidth: canvas.measure(stackFont, probe.text, direction),
    fallbackWidth: canvas.measure(fallbackFont, probe.text, direction),
  };
}

/** What is wrong with a probe's drawing, in words; empty when the bundled glyphs were drawn. */
export function glyphProbeFailures(result: GlyphProbeResult, colourGlyphs: boolean): string[] {
  const failures: string[] = [];
  const { label, stack } = result;
  if (!stack || stack.pixels < 400) failures.push(`${label}: almost no ink (${stack?.pixels ?? 0} px)`);
  if (result.stackVsFallback > 0.001) failures.push(`${label}: differs from the bundled fallback alone (${result.stackVsFallback})`);
  if (result.stackVsDesignOnly < 0.002) failures.push(`${label}: same as without the bundled fallback (${result.stackVsDesignOnly})`);
  if (Math.abs(result.stackWidth - result.fallbackWidth) > 0.5) {
    failures.push(`${label}: width ${result.stackWidth} is not the fallback's ${result.fallbackWidth}`);
  }
  if (colourGlyphs && stack && stack.colourful < stack.pixels * 0.3) failures.push(`${label}: emoji drawn without colour`);
  return failures;
}

/**
 * Arabic shaped right to left: joined letters are narrower than the same
 * letters isolated, and in "اب" the alef (first in memory, tallest) is drawn
 * on the right.
 */
export interface ArabicShaping {
  joinedWidth: number;
  isolatedWidth: number;
  alefOnRight: boolean;
}

export function probeArabicShaping(canvas: ProbeCanvas): ArabicShaping {
  const font = `${PROBE_SIZE.fontPx}px ${fontStack("Arial")}`;
  const beh = "\u0628";
  const ink = findInk(canvas.draw(font, `\u0627${beh}`, "rtl"), canvas.width, canvas.height);
  return {
    joinedWidth: canvas.measure(font, beh.repeat(3), "rtl"),
    isolatedWidth: 3 * canvas.measure(font, beh, "rtl"),
    alefOnRight: ink !== null && ink.tallestColumn > (ink.left + ink.right) / 2,
  };
}
