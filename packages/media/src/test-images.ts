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
  return sharp({ create: { width, height, channels: 3, background: { r: 255, g: 0, b: 0 } } }).composite([
    { input: right, left: half, top: 0 },
  ]);
}
