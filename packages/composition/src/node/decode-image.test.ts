import type { Canvas } from "@napi-rs/canvas";
import { InvalidImageError, probeImage } from "@twend/media";
import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import { decodeImage } from "./decode-image.ts";

const WIDTH = 64;
const HEIGHT = 48;

/** Every pixel different, with alpha running from opaque to nearly clear across the image. */
function gradientRgba(): Buffer {
  const rgba = Buffer.alloc(WIDTH * HEIGHT * 4);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      rgba.set([(x * 4) % 256, (y * 5) % 256, (x * y) % 256, 255 - x * 3], (y * WIDTH + x) * 4);
    }
  }
  return rgba;
}

function encode(rgba: Buffer): Sharp {
  return sharp(rgba, { raw: { width: WIDTH, height: HEIGHT, channels: 4 } });
}

/** What the canvas holds, un-premultiplied as getImageData gives it. */
function pixels(canvas: Canvas): Uint8ClampedArray {
  return canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
}

/** Largest difference between two RGBA images, counting colour only where the pixel is visible enough to carry it. */
function maxDifference(a: Uint8ClampedArray, b: Uint8Array): number {
  let max = 0;
  for (let i = 0; i < a.length; i += 4) {
    const alpha = Math.abs((a[i + 3] ?? 0) - (b[i + 3] ?? 0));
    // Premultiplied storage rounds colour more the clearer a pixel is: compare colour on the mostly opaque ones.
    const channels = (b[i + 3] ?? 0) >= 128 ? [0, 1, 2] : [];
    max = Math.max(max, alpha, ...channels.map((c) => Math.abs((a[i + c] ?? 0) - (b[i + c] ?? 0))));
  }
  return max;
}

describe("decodeImage", () => {
  it("decodes a plain PNG, as the product stores them, to its exact pixels", async () => {
    const rgba = gradientRgba();
    const png = await encode(rgba).png().toBuffer();
    expect((await probeImage(png)).plainPng).toBe(true);
    const canvas = await decodeImage(png);
    expect([canvas.width, canvas.height]).toEqual([WIDTH, HEIGHT]);
    expect(maxDifference(pixels(canvas), rgba)).toBeLessThanOrEqual(1);
  });

  it("narrows a 16-bit PNG to the 8-bit pixels it stands for", async () => {
    const rgba = gradientRgba();
    const png = await encode(rgba).toColourspace("rgb16").png().toBuffer();
    expect((await probeImage(png)).plainPng).toBe(false);
    expect(maxDifference(pixels(await decodeImage(png)), rgba)).toBeLessThanOrEqual(1);
  });

  it("turns a PNG upright from its EXIF orientation", async () => {
    const png = await encode(gradientRgba()).png().withMetadata({ orientation: 6 }).toBuffer();
    const canvas = await decodeImage(png);
    expect([canvas.width, canvas.height]).toEqual([HEIGHT, WIDTH]);
  });

  it("decodes a JPEG to what sharp reads from it", async () => {
    const jpeg = await encode(gradientRgba()).flatten({ background: "#ffffff" }).jpeg({ quality: 90 }).toBuffer();
    const expected = await sharp(jpeg).ensureAlpha().raw().toBuffer();
    expect(maxDifference(pixels(await decodeImage(jpeg)), expected)).toBe(0);
  });

  it("refuses bytes that are not a PNG, JPEG or WebP image", async () => {
    await expect(decodeImage(new TextEncoder().encode("<svg/>"))).rejects.toBeInstanceOf(InvalidImageError);
  });
});
