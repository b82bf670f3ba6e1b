import type { FractionRect } from "./face-placement.ts";
import type { Size } from "./photo-placement.ts";

// One rule for where a picture lets the photo show, read the same way by the studio (is this a
// frame?), face placement and the worker's preview cards (where is the window?). Each pixel is
// see-through by how transparent it is; alpha from NEAR_OPAQUE up is export noise or the faintest
// shadow, and counts as opaque.
const NEAR_OPAQUE = 250;
/** A pixel more see-through than this shows more photo than frame: it belongs to the window. */
const MOSTLY_SEE_THROUGH = 0.5;

/** Share of the picture that must be see-through before it reads as a frame: a soft edge or a few stray pixels stay well under it. */
const FRAME_WINDOW_SHARE = 0.01;

/**
 * Longest side of the small copy whose alpha is read. Drawing the picture that small averages many
 * pixels into one, so a hairline edge only darkens a row a little instead of counting as a row of
 * see-through pixels; about 160 of its pixels make 1%, plenty to tell a window from an edge and to
 * place a face or a figure in it.
 */
const ALPHA_SAMPLE_SIZE = 128;

/** The part of a 2D context the sampling needs, so a browser canvas and @napi-rs/canvas both fit. */
export interface AlphaSampleContext<Image> {
  drawImage(image: Image, dx: number, dy: number, dw: number, dh: number): void;
  getImageData(sx: number, sy: number, sw: number, sh: number): { data: ArrayLike<number> };
}

/** Makes the small canvas the sample is drawn on; it should smooth at its best, so it averages rather than skips pixels. */
export type AlphaSampleCanvas<Image> = (size: Size) => AlphaSampleContext<Image>;

interface AlphaSample extends Size {
  data: ArrayLike<number>;
}

/** The size of the downscaled copy, keeping the image's shape; never larger than the image itself. */
export function alphaSampleSize({ width, height }: Size): Size {
  const scale = Math.min(1, ALPHA_SAMPLE_SIZE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function alphaSample<Image extends Size>(image: Image, canvas: AlphaSampleCanvas<Image>): AlphaSample {
  const size = alphaSampleSize(image);
  const ctx = canvas(size);
  ctx.drawImage(image, 0, 0, size.width, size.height);
  return { ...size, data: ctx.getImageData(0, 0, size.width, size.height).data };
}

/** How see-through a pixel of this alpha is, from 0 (opaque) to 1 (clear). */
function seeThroughness(alpha: number): number {
  return alpha >= NEAR_OPAQUE ? 0 : (255 - alpha) / 255;
}

/** How much of the picture is see-through, from RGBA data: the transparent area itself, each pixel counted by how transparent it is. */
export function seeThroughShare(rgba: ArrayLike<number>): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  let seeThrough = 0;
  for (let index = 3; index < rgba.length; index += 4) seeThrough += seeThroughness(rgba[index] ?? 255);
  return seeThrough / pixels;
}

/**
 * The box around the mostly see-through pixels of RGBA `data` (`width` x `height`), as fractions of
 * its width and height: where an overlay frame shows the photo. Null when there are none.
 */
export function seeThroughBounds(data: ArrayLike<number>, width: number, height: number): FractionRect | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      if (seeThroughness(data[(y * width + x) * 4 + 3] ?? 255) <= MOSTLY_SEE_THROUGH) continue;
      left = Math.min(left, x);
      right = Math.max(right, x);
      top = Math.min(top, y);
      bottom = Math.max(bottom, y);
    }
  }
  if (right < 0) return null;
  return { x: left / width, y: top / height, width: (right - left + 1) / width, height: (bottom - top + 1) / height };
}

/** Whether the image has a see-through area big enough to be a frame's window. */
export function hasTransparentWindow<Image extends Size>(image: Image, canvas: AlphaSampleCanvas<Image>): boolean {
  return seeThroughShare(alphaSample(image, canvas).data) > FRAME_WINDOW_SHARE;
}

/** Where the image lets the photo show (see `seeThroughBounds`), read on its small copy; null when nowhere. */
export function frameWindow<Image extends Size>(image: Image, canvas: AlphaSampleCanvas<Image>): FractionRect | null {
  const sample = alphaSample(image, canvas);
  return seeThroughBounds(sample.data, sample.width, sample.height);
}
