import pixelmatch from "pixelmatch";
import sharp from "sharp";

export interface RgbaImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Straight RGBA pixels of an encoded image. */
export async function decodeRgba(bytes: Uint8Array): Promise<RgbaImage> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw({ depth: "uchar" }).toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * How alike the browser's and the server's drawing of one DP must be: pixelmatch at threshold
 * 0.1, anti-aliased pixels ignored, may find at most this share different, and this share must
 * be within 2 levels on every channel. The parity tests and every browser-against-server check hold it.
 */
export const PARITY_LIMITS = { maxMismatchedShare: 0.001, minWithin2Share: 0.99 } as const;

/** Whether a comparison is within PARITY_LIMITS. */
export function withinParity(diff: ImageDiff): boolean {
  return diff.mismatchedShare <= PARITY_LIMITS.maxMismatchedShare && diff.within2Share >= PARITY_LIMITS.minWithin2Share;
}

export interface ImageDiff {
  pixels: number;
  /** Pixels pixelmatch finds different at threshold 0.1, anti-aliased pixels ignored. */
  mismatched: number;
  mismatchedShare: number;
  /** Share of pixels whose every channel is within 2 levels. */
  within2Share: number;
  maxChannelDelta: number;
  /** The diff picture (mismatches red, anti-aliasing yellow), for looking at a failure. */
  diff: Buffer;
}

/** Compares two images of the same size; throws when the sizes differ. */
export function compareImages(a: RgbaImage, b: RgbaImage): ImageDiff {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`Sizes differ: ${a.width}x${a.height} and ${b.width}x${b.height}`);
  }
  const pixels = a.width * a.height;
  const diff = Buffer.alloc(pixels * 4);
  const mismatched = pixelmatch(a.data, b.data, diff, a.width, a.height, { threshold: 0.1 });
  let within2 = 0;
  let maxChannelDelta = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    let worst = 0;
    for (let c = 0; c < 4; c++) worst = Math.max(worst, Math.abs((a.data[i + c] ?? 0) - (b.data[i + c] ?? 0)));
    if (worst <= 2) within2++;
    maxChannelDelta = Math.max(maxChannelDelta, worst);
  }
  return { pixels, mismatched, mismatchedShare: mismatched / pixels, within2Share: within2 / pixels, maxChannelDelta, diff };
}

/** The diff picture as a PNG, to write next to a failing test's output. */
export function diffPng(diff: ImageDiff, width: number, height: number): Promise<Buffer> {
  return sharp(diff.diff, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}
