// Where text left ink on a canvas, from straight RGBA pixels: the same
// analysis for @napi-rs/canvas in Node and for Chromium in the test page, so
// both canvases are held to one definition of "drew the glyphs".

export interface Ink {
  /** Pixels darker than the white page. */
  pixels: number;
  /** Pixels whose channels differ by more than 40: colour emoji, not a text-coloured glyph. */
  colourful: number;
  left: number;
  right: number;
  /** Column of the topmost ink, e.g. the head of an alef. */
  tallestColumn: number;
}

/** Ink of dark-on-white text, or null when nothing was drawn. */
export function findInk(rgba: ArrayLike<number>, width: number, height: number): Ink | null {
  let pixels = 0;
  let colourful = 0;
  let left = width;
  let right = -1;
  let top = height;
  let tallestColumn = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const r = rgba[i] ?? 255;
      const g = rgba[i + 1] ?? 255;
      const b = rgba[i + 2] ?? 255;
      if (Math.min(r, g, b) > 200) continue;
      pixels++;
      if (Math.max(r, g, b) - Math.min(r, g, b) > 40) colourful++;
      left = Math.min(left, x);
      right = Math.max(right, x);
      if (y < top) {
        top = y;
        tallestColumn = x;
      }
    }
  }
  return pixels === 0 ? null : { pixels, colourful, left, right, tallestColumn };
}

/** Share of pixels that differ by more than `tolerance` in any channel. */
export function differingShare(a: ArrayLike<number>, b: ArrayLike<number>, tolerance = 8): number {
  if (a.length !== b.length) return 1;
  let differing = 0;
  for (let i = 0; i < a.length; i += 4) {
    for (let c = 0; c < 4; c++) {
      if (Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0)) > tolerance) {
        differing++;
        break;
      }
    }
  }
  return differing / (a.length / 4);
}
