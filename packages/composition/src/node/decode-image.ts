import { Image, ImageData, createCanvas, type Canvas } from "@napi-rs/canvas";
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
  const probed = await probeImage(bytes);
  return probed.plainPng ? decodePlainPng(bytes, probed.width, probed.height) : decodeWithSharp(bytes);
}

/**
 * Stored backgrounds are plain PNGs (see probeImage's plainPng), which need no
 * turning or colour conversion: the canvas's own decoder draws them in half
 * of sharp's time, and without sharp's raw copy of every pixel. Like a
 * browser's, it draws a damaged PNG as far as it can instead of refusing it;
 * uploads were decoded strictly before they were stored (reencodeImage).
 */
async function decodePlainPng(bytes: Uint8Array, width: number, height: number): Promise<Canvas> {
  const image = new Image();
  image.src = bytes;
  try {
    await image.decode();
  } catch (error) {
    throw new InvalidImageError("corrupt", "The image could not be decoded", { cause: error });
  }
  if (image.width !== width || image.height !== height) throw new InvalidImageError("corrupt", "The image could not be decoded");
  const canvas = createCanvas(width, height);
  canvas.getContext("2d").drawImage(image, 0, 0);
  return canvas;
}

async function decodeWithSharp(bytes: Uint8Array): Promise<Canvas> {
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
