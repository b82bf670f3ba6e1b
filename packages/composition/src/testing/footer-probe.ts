import { footerHeight } from "../page-measures.ts";
import { TWEND_MARK_COLORS } from "../twend-mark.ts";
import type { RgbaImage } from "./image-diff.ts";

// Reads a DP's footer strip back from its pixels: where the Twend mark and
// the grey 'Made with' text landed, and what colours the mark has. Shared by
// the unit tests, the parity test and the e2e that checks a downloaded PNG.

export interface Box {
  left: number;
  top: number;
  /** Inclusive. */
  right: number;
  bottom: number;
  pixels: number;
}

export interface FooterReading {
  stripTop: number;
  stripHeight: number;
  /** Pixels of the mark's violet-to-pink gradient, or null when there are none. */
  mark: Box | null;
  /** Grey text pixels, or null when there are none. */
  text: Box | null;
}

type Rgb = readonly [number, number, number];

/** The background's height for a full-size DP of this height: the strip is the rest (see FOOTER_RULE). */
export function stripTopOf(outputHeight: number): number {
  for (let strip = 40; strip <= 80; strip++) {
    const background = outputHeight - strip;
    if (footerHeight(background) === strip) return background;
  }
  throw new RangeError(`No background height gives a ${outputHeight} px DP`);
}

function rgbAt(image: RgbaImage, x: number, y: number): Rgb {
  const i = (y * image.width + x) * 4;
  return [image.data[i] ?? 0, image.data[i + 1] ?? 0, image.data[i + 2] ?? 0];
}

/** Gradient pixels, anti-aliased edges and the white figure left out. */
function isMarkPixel([r, g, b]: Rgb): boolean {
  return g < 110 && r - g > 50 && b - g > 50;
}

/** The footer's grey (#4b5563) and its anti-aliasing: neutral and darker than the strip. */
function isTextPixel([r, g, b]: Rgb): boolean {
  return Math.max(r, g, b) - Math.min(r, g, b) < 40 && Math.max(r, g, b) < 200;
}

function grow(box: Box | null, x: number, y: number): Box {
  if (!box) return { left: x, top: y, right: x, bottom: y, pixels: 1 };
  return {
    left: Math.min(box.left, x),
    top: Math.min(box.top, y),
    right: Math.max(box.right, x),
    bottom: Math.max(box.bottom, y),
    pixels: box.pixels + 1,
  };
}

/** Scans the strip of a full-size DP, or of any image whose strip starts at `stripTop`. */
export function readFooter(image: RgbaImage, stripTop = stripTopOf(image.height)): FooterReading {
  let mark: Box | null = null;
  let text: Box | null = null;
  for (let y = stripTop; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const pixel = rgbAt(image, x, y);
      if (isMarkPixel(pixel)) mark = grow(mark, x, y);
      else if (isTextPixel(pixel)) text = grow(text, x, y);
    }
  }
  return { stripTop, stripHeight: image.height - stripTop, mark, text };
}

function hexRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

interface MarkSample {
  label: string;
  /** Fractions of the mark's box. */
  u: number;
  v: number;
  /** "figure": on the white person's line, whose anti-aliased width can fall between pixels. */
  kind: "gradient" | "figure";
  colour: Rgb;
}

/** Points of the mark with the colour the header's SVG gives them. */
const MARK_SAMPLES: readonly MarkSample[] = (() => {
  const from = hexRgb(TWEND_MARK_COLORS.from);
  const to = hexRgb(TWEND_MARK_COLORS.to);
  // The gradient runs corner to corner, so a point's share of it is the mean of its two fractions.
  const gradient = (label: string, u: number, v: number): MarkSample => {
    const t = (u + v) / 2;
    const mix = (c: 0 | 1 | 2) => Math.round(from[c] + (to[c] - from[c]) * t);
    return { label, u, v, kind: "gradient", colour: [mix(0), mix(1), mix(2)] };
  };
  const figure = (label: string, u: number, v: number): MarkSample => ({ label, u, v, kind: "figure", colour: hexRgb(TWEND_MARK_COLORS.figure) });
  return [
    gradient("left edge", 0.12, 0.5),
    gradient("right edge", 0.88, 0.5),
    gradient("top", 0.5, 0.1),
    gradient("bottom", 0.5, 0.9),
    gradient("inside the head", 0.5, 13.5 / 32),
    figure("top of the head", 0.5, 8 / 32),
    figure("shoulders", 0.5, 19.4 / 32),
  ];
})();

export interface MarkSampleMiss {
  label: string;
  actual: Rgb;
  expected: Rgb;
}

/**
 * The samples whose colour in `image` is off: a gradient point by more than
 * `tolerance` levels in any channel, a figure point when no pixel next to it
 * is near white (the gradient's green never passes 58, the figure's is 255).
 */
export function markSampleMisses(image: RgbaImage, mark: Box, tolerance: number): MarkSampleMiss[] {
  // The box holds the fully covered pixels; the mark's edges lie about half a pixel outside them.
  const left = mark.left - 0.5;
  const top = mark.top - 0.5;
  const width = mark.right - mark.left + 2;
  const height = mark.bottom - mark.top + 2;
  const misses: MarkSampleMiss[] = [];
  for (const { label, u, v, kind, colour } of MARK_SAMPLES) {
    const x = Math.floor(left + u * width);
    const y = Math.floor(top + v * height);
    if (kind === "gradient") {
      const actual = rgbAt(image, x, y);
      if (actual.some((channel, c) => Math.abs(channel - (colour[c] ?? 0)) > tolerance)) misses.push({ label, actual, expected: colour });
      continue;
    }
    let lightest = rgbAt(image, x, y);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const candidate = rgbAt(image, x + dx, y + dy);
        if (Math.min(...candidate) > Math.min(...lightest)) lightest = candidate;
      }
    }
    if (Math.min(...lightest) < 180) misses.push({ label, actual: lightest, expected: colour });
  }
  return misses;
}
