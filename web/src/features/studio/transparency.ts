/** Alpha below this counts as see-through: pixels above it (export noise, the faintest shadows) cannot add up to a window. */
export const SEE_THROUGH_ALPHA = 250;

/** Share of the picture that must be see-through before it reads as a frame: a soft edge or a few stray pixels stay well under it. */
export const FRAME_WINDOW_SHARE = 0.01;

/** Longest side of the small copy whose alpha is read: about 160 of its pixels make 1%, plenty to tell a window from an edge. */
export const ALPHA_SAMPLE_SIZE = 128;

export interface Size {
  width: number;
  height: number;
}

/** The size of the downscaled copy, keeping the image's shape; never larger than the image itself. */
export function alphaSampleSize({ width, height }: Size): Size {
  const scale = Math.min(1, ALPHA_SAMPLE_SIZE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * How much of the picture is see-through, from RGBA data: each pixel under SEE_THROUGH_ALPHA
 * counts by how transparent it is. On a downscaled copy, whose pixels average many, this is
 * the transparent area itself: a hairline edge only darkens a row of pixels a little, so it
 * adds up to its own thin area and not to a whole row of "transparent" pixels.
 */
export function seeThroughShare(rgba: ArrayLike<number>): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  let seeThrough = 0;
  for (let index = 3; index < rgba.length; index += 4) {
    const alpha = rgba[index] ?? 255;
    if (alpha < SEE_THROUGH_ALPHA) seeThrough += (255 - alpha) / 255;
  }
  return seeThrough / pixels;
}

/** The part of a 2D context the check needs, so a browser canvas and @napi-rs/canvas (in tests) both fit. */
export interface AlphaSampleContext<Image> {
  drawImage(image: Image, dx: number, dy: number, dw: number, dh: number): void;
  getImageData(sx: number, sy: number, sw: number, sh: number): { data: ArrayLike<number> };
}

/**
 * Whether the image has a transparent area big enough to be a frame's window: it is drawn
 * onto a small canvas, averaging many pixels into one, and its alpha is read there.
 */
export function hasTransparentWindow<Image extends Size>(image: Image, createContext: (size: Size) => AlphaSampleContext<Image>): boolean {
  const size = alphaSampleSize(image);
  const ctx = createContext(size);
  ctx.drawImage(image, 0, 0, size.width, size.height);
  return seeThroughShare(ctx.getImageData(0, 0, size.width, size.height).data) > FRAME_WINDOW_SHARE;
}

/** A fresh OffscreenCanvas context for the check, smoothing at its best so downscaling averages rather than skips pixels. */
export function browserAlphaContext({ width, height }: Size): AlphaSampleContext<ImageBitmap> {
  const ctx = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("This browser cannot draw on a 2D canvas");
  ctx.imageSmoothingQuality = "high";
  return ctx;
}
