import { ImageData, createCanvas, type Canvas } from "@napi-rs/canvas";
import { InvalidImageError, MAX_IMAGE_PIXELS, probeImage } from "@twend/media";
import sharp, { type OutputInfo } from "sharp";

/**
 * Decodes PNG, JPEG or WebP bytes into a canvas that composeDp can draw,
 * turned upright from the EXIF orientation as a browser shows a phone photo.
 * Bytes only, never a path or URL: @napi-rs/canvas's own loadImage would
 * fetch a string, and sharp would follow an SVG's links, so only bytes that
 * probeImage accepted as raster images reach a decoder. Throws
 * InvalidImageError (unsupported type, corrupt, too many pixels).
 */
export async function decodeImage(bytes: Uint8Array): Promise<Canvas> {
  await probeImage(bytes);
  let raw: { data: Buffer; info: OutputInfo };
  try {
    raw = await sharp(bytes, { autoOrient: true, limitInputPixels: MAX_IMAGE_PIXELS })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new InvalidImageError("corrupt", "The image could not be decoded", { cause: error });
  }
  const { width, height } = raw.info;
  const canvas = createCanvas(width, height);
  const pixels = new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.byteLength);
  canvas.getContext("2d").putImageData(new ImageData(pixels, width, height), 0, 0);
  return canvas;
}
