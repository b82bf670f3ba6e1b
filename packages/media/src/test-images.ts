import { crc32, deflateSync } from "node:zlib";
import sharp, { type Sharp } from "sharp";

// Real encoded images for the tests of this package, made by libvips itself.

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function solidImage(width: number, height: number, colour: Rgb, format: "png" | "jpeg" | "webp"): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  if (format === "png") return image.png().toBuffer();
  if (format === "jpeg") return image.jpeg({ quality: 95 }).toBuffer();
  return image.webp({ lossless: true }).toBuffer();
}

/** Left half red, right half blue, so orientation and cropping are visible in the pixels. */
export async function splitImage(width: number, height: number): Promise<Sharp> {
  const half = Math.floor(width / 2);
  const right = await sharp({ create: { width: width - half, height, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }).composite([{ input: right, left: half, top: 0 }]);
}

/** Every pixel different, so the compressed data is large and a cut lands inside it. */
export function noiseImage(width: number, height: number, format: "png" | "jpeg" | "webp"): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  if (format === "png") return image.png().toBuffer();
  if (format === "jpeg") return image.jpeg({ quality: 90 }).toBuffer();
  return image.webp({ quality: 90 }).toBuffer();
}

/**
 * A valid PNG whose header declares `width` x `height` but whose data is a few
 * bytes: a decompression bomb. Decoding it would allocate width*height bytes.
 */
export function pngDeclaringSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey) stays in byte 9
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(Buffer.alloc(64))), chunk("IEND", Buffer.alloc(0))]);
}

/** What a browser's FileReader.readAsDataURL makes of a file with this type. */
export function toDataUrl(bytes: Uint8Array, type: string): string {
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}
