import { LIMITS } from "@twend/shared";
import sharp, { type Metadata } from "sharp";
import { sniffImageType, type MediaMimeType } from "./media-types.ts";

// The only module that imports sharp: every decode and encode of the product
// goes through here, so limits and error mapping live in one place.

/**
 * Largest accepted upload, in pixels (40 MP), and longest side (8000 px). A
 * small compressed file can declare huge dimensions (a decompression bomb), so
 * both are checked on the header before any pixel is decoded.
 */
export const MAX_IMAGE_PIXELS: number = LIMITS.imageMaxPixels;
export const MAX_IMAGE_SIDE: number = LIMITS.imageMaxSide;

export interface PixelLimits {
  maxPixels: number;
  maxSide: number;
}

export const UPLOAD_PIXEL_LIMITS: PixelLimits = { maxPixels: MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE };

/**
 * What the product stores is an upload or drawn from one, and a generated DP
 * is its background with the footer strip added below (at most
 * `LIMITS.footer.max` px), so files read back from the store get that much room.
 */
export const STORED_PIXEL_LIMITS: PixelLimits = {
  maxPixels: MAX_IMAGE_PIXELS + MAX_IMAGE_SIDE * LIMITS.footer.max,
  maxSide: MAX_IMAGE_SIDE + LIMITS.footer.max,
};

export interface ImageInfo {
  mimeType: MediaMimeType;
  /** As displayed, i.e. after EXIF orientation (what a browser draws). */
  width: number;
  height: number;
}

export interface ProbedImage extends ImageInfo {
  /**
   * A PNG of 8-bit samples with no colour profile and no EXIF orientation, as
   * the product stores every upload (see reencodeImage): PNG decoding is
   * lossless, so any decoder gives these same sRGB pixels.
   */
  plainPng: boolean;
}

export type InvalidImageReason = "unsupported-type" | "corrupt" | "too-large";

export class InvalidImageError extends Error {
  override readonly name = "InvalidImageError";
  constructor(
    readonly reason: InvalidImageReason,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const SHARP_FORMAT_MIME: Readonly<Record<string, MediaMimeType>> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
};

/**
 * Type and displayed size of an image. The type is sniffed from the bytes and
 * must agree with the decoder's reading of the header. Only the header is
 * read, so this is cheap enough for every upload, and a bomb is refused
 * before its pixels exist.
 */
export async function probeImage(bytes: Uint8Array, limits: PixelLimits = STORED_PIXEL_LIMITS): Promise<ProbedImage> {
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw new InvalidImageError("unsupported-type", "The file is not a PNG, JPEG or WebP image");
  let metadata: Metadata;
  try {
    // metadata() parses the header only; the pixel limit is ours, checked below with a clearer error.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new InvalidImageError("corrupt", "The image could not be read", { cause: error });
  }
  if (SHARP_FORMAT_MIME[metadata.format] !== mimeType) {
    throw new InvalidImageError("corrupt", "The image content does not match its type");
  }
  const { width, height } = metadata.autoOrient;
  if (!(width > 0 && height > 0)) throw new InvalidImageError("corrupt", "The image has no size");
  if (width > limits.maxSide || height > limits.maxSide || width * height > limits.maxPixels) {
    throw new InvalidImageError("too-large", `The image is ${width}x${height}; the limit is ${limits.maxSide} px a side and ${limits.maxPixels / 1_000_000} megapixels`);
  }
  const plainPng = mimeType === "image/png" && metadata.depth === "uchar" && !metadata.hasProfile && (metadata.orientation ?? 1) === 1;
  return { mimeType, width, height, plainPng };
}

/**
 * Decodes and re-encodes an image in its own format, upright: the EXIF
 * orientation is applied to the pixels, and nothing but pixels survives, so
 * EXIF (GPS), XMP, comments and bytes appended after the image's end are gone.
 * Colour is converted to sRGB (web browsers' default) when a profile says
 * otherwise. The header is probed first (`probeImage`), so a bomb is refused
 * before a pixel is decoded, and libvips is held to the same limit anyway.
 */
export async function reencodeImage(bytes: Uint8Array, limits: PixelLimits = UPLOAD_PIXEL_LIMITS): Promise<ImageInfo & { bytes: Buffer }> {
  const { mimeType } = await probeImage(bytes, limits);
  // failOn "error": a truncated or undecodable file is refused rather than stored half grey, while
  // a photo with a glitch browsers shrug off (libjpeg "warnings") is kept.
  const image = sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: "error", autoOrient: true });
  const encoded = mimeType === "image/png" ? image.png({ compressionLevel: 6 }) : mimeType === "image/jpeg" ? image.jpeg({ quality: 90 }) : image.webp({ quality: 90 });
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { mimeType, width: info.width, height: info.height, bytes: data };
  } catch (error) {
    throw new InvalidImageError("corrupt", "The image could not be decoded", { cause: error });
  }
}

export interface PngOptions {
  /** zlib level 0-9: 1 is ~2x faster than 6 for slightly larger files. Default 6. */
  compressionLevel?: number;
}

/**
 * Encodes straight (non-premultiplied) RGBA pixels, e.g. from
 * `ctx.getImageData()`, as PNG. Canvas libraries' own PNG encoders are far
 * slower than libvips (see the environment notes), hence this path.
 */
export async function encodeRgbaToPng(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, options: PngOptions = {}): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width <= 0 || height <= 0) {
    throw new RangeError(`Invalid image size ${width}x${height}`);
  }
  if (rgba.byteLength !== width * height * 4) {
    throw new RangeError(`Expected ${width * height * 4} bytes of RGBA for ${width}x${height}, got ${rgba.byteLength}`);
  }
  const compressionLevel = options.compressionLevel ?? 6;
  if (!Number.isInteger(compressionLevel) || compressionLevel < 0 || compressionLevel > 9) {
    throw new RangeError(`PNG compression level must be 0-9, got ${compressionLevel}`);
  }
  const pixels = Buffer.from(rgba.buffer, rgba.byteOffset, rgba.byteLength);
  return sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: false })
    .png({ compressionLevel })
    .toBuffer();
}

/**
 * Quality of the WebP copies: 75, as image CDNs default to, rather than 80. The copies are the
 * cards' covers and the preview's still, shown at or below their own size, where the difference
 * does not show; the bytes do, on a phone opening a list of Twends on a slow network.
 */
const THUMBNAIL_QUALITY = 75;

/**
 * A WebP thumbnail at most `maxWidth` wide, aspect ratio kept, turned upright
 * from the EXIF orientation; never enlarged.
 */
export async function makeThumbnail(bytes: Uint8Array, maxWidth: number): Promise<Buffer> {
  if (!Number.isInteger(maxWidth) || maxWidth <= 0) throw new RangeError(`Invalid thumbnail width ${maxWidth}`);
  await probeImage(bytes);
  try {
    return await sharp(bytes, { autoOrient: true, limitInputPixels: STORED_PIXEL_LIMITS.maxPixels })
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
  } catch (error) {
    throw new InvalidImageError("corrupt", "The image could not be decoded", { cause: error });
  }
}
