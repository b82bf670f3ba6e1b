import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  InvalidImageError,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  STORED_PIXEL_LIMITS,
  UPLOAD_PIXEL_LIMITS,
  encodeRgbaToPng,
  makeThumbnail,
  probeImage,
  reencodeImage,
} from "./image-codec.ts";
import { noiseImage, pngDeclaringSize, solidImage, splitImage } from "./test-images.ts";

async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [...data.subarray(i, i + 3)];
}

describe("probeImage", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
  ] as const)("reads a %s's type and size from its bytes", async (format, mimeType) => {
    const bytes = await solidImage(321, 123, { r: 10, g: 20, b: 30 }, format);
    await expect(probeImage(bytes)).resolves.toEqual({ mimeType, width: 321, height: 123, plainPng: format === "png" });
  });

  it("reports the displayed size of a JPEG rotated by its EXIF orientation", async () => {
    const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#808080" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await expect(probeImage(bytes)).resolves.toEqual({ mimeType: "image/jpeg", width: 100, height: 200, plainPng: false });
  });

  it("tells a plain 8-bit PNG from one that a decoder would have to turn, convert or narrow", async () => {
    const base = () => sharp({ create: { width: 8, height: 6, channels: 3, background: "#336699" } });
    const png = await base().png().toBuffer();
    const rotated = await base().png().withMetadata({ orientation: 6 }).toBuffer();
    const sixteenBit = await base().toColourspace("rgb16").png().toBuffer();
    const withProfile = await base().png().withIccProfile("p3").toBuffer();
    const plain = async (bytes: Uint8Array) => (await probeImage(bytes)).plainPng;
    expect(await plain(png)).toBe(true);
    expect(await plain(rotated)).toBe(false);
    expect(await plain(sixteenBit)).toBe(false);
    expect(await plain(withProfile)).toBe(false);
  });

  it("rejects bytes that are not an image", async () => {
    const error = await probeImage(new TextEncoder().encode("hello, I am not a picture")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidImageError);
    expect(error).toMatchObject({ reason: "unsupported-type" });
  });

  it("rejects image types it does not accept, whatever they are called", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    await expect(probeImage(gif)).rejects.toMatchObject({ name: "InvalidImageError", reason: "unsupported-type" });
    await expect(probeImage(svg)).rejects.toMatchObject({ reason: "unsupported-type" });
  });

  it("rejects a valid signature followed by garbage", async () => {
    const png = await solidImage(8, 8, { r: 0, g: 0, b: 0 }, "png");
    const broken = Buffer.concat([png.subarray(0, 8), Buffer.alloc(64, 0x41)]);
    await expect(probeImage(broken)).rejects.toMatchObject({ reason: "corrupt" });
    await expect(probeImage(Uint8Array.from([0xff, 0xd8, 0xff, 0x00]))).rejects.toBeInstanceOf(InvalidImageError);
  });

  it("holds uploads to 40 MP and 8000 px a side, read from the header alone", async () => {
    expect(UPLOAD_PIXEL_LIMITS).toEqual({ maxPixels: 40_000_000, maxSide: 8000 });
    expect([MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE]).toEqual([40_000_000, 8000]);
    // Decompression bombs: tiny files whose header declares a huge size; only the header matters here.
    const tooMany = pngDeclaringSize(6400, 6400); // 40.96 MP, both sides within 8000
    const tooWide = pngDeclaringSize(MAX_IMAGE_SIDE + 1, 10);
    expect(tooMany.byteLength).toBeLessThan(200);
    for (const bomb of [tooMany, tooWide]) {
      await expect(probeImage(bomb, UPLOAD_PIXEL_LIMITS)).rejects.toMatchObject({ reason: "too-large" });
      await expect(reencodeImage(bomb)).rejects.toMatchObject({ reason: "too-large" });
    }
    await expect(probeImage(pngDeclaringSize(8000, 5000), UPLOAD_PIXEL_LIMITS)).resolves.toMatchObject({ width: 8000, height: 5000 });
  });

  it("leaves stored files room for the footer strip a generated DP adds below its background", async () => {
    // The largest background plus the tallest footer (80 px) is a legitimate stored image.
    const output = pngDeclaringSize(8000, 5000 + 80);
    await expect(probeImage(output, UPLOAD_PIXEL_LIMITS)).rejects.toMatchObject({ reason: "too-large" });
    await expect(probeImage(output)).resolves.toMatchObject({ width: 8000, height: 5080 });
    const beyond = pngDeclaringSize(STORED_PIXEL_LIMITS.maxSide + 1, 10);
    await expect(probeImage(beyond)).rejects.toMatchObject({ reason: "too-large" });
    await expect(makeThumbnail(pngDeclaringSize(30_000, 30_000), 100)).rejects.toMatchObject({ reason: "too-large" });
  });
});

describe("reencodeImage", () => {
  it.each(["png", "jpeg", "webp"] as const)("re-encodes a %s as the same type and size, dropping bytes appended after its end", async (format) => {
    const clean = await noiseImage(60, 40, format);
    const withTrailer = Buffer.concat([clean, Buffer.from("PK\x03\x04 hidden archive after the image")]);
    const result = await reencodeImage(withTrailer);
    expect(result).toMatchObject({ mimeType: `image/${format}`, width: 60, height: 40 });
    expect(result.bytes.includes("hidden archive")).toBe(false);
    await expect(probeImage(result.bytes)).resolves.toEqual({ mimeType: `image/${format}`, width: 60, height: 40, plainPng: format === "png" });
  });

  it("refuses a truncated file instead of storing half an image", async () => {
    const png = await noiseImage(200, 200, "png");
    await expect(reencodeImage(png.subarray(0, png.byteLength >> 1))).rejects.toMatchObject({ reason: "corrupt" });
    const jpeg = await noiseImage(200, 200, "jpeg");
    await expect(reencodeImage(jpeg.subarray(0, jpeg.byteLength >> 1))).rejects.toMatchObject({ reason: "corrupt" });
  });
});

describe("encodeRgbaToPng", () => {
  it("encodes raw RGBA into a PNG with the same pixels", async () => {
    const width = 3;
    const height = 2;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([i * 40, 255 - i * 40, 7, 255], i * 4);
    const png = await encodeRgbaToPng(rgba, width, height, { compressionLevel: 1 });
    await expect(probeImage(png)).resolves.toEqual({ mimeType: "image/png", width, height, plainPng: true });
    const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(info.channels).toBe(4);
    expect([...data]).toEqual([...rgba]);
  });

  it("keeps transparency", async () => {
    const rgba = Uint8Array.from([255, 0, 0, 0, 0, 255, 0, 128]);
    const png = await encodeRgbaToPng(rgba, 2, 1);
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
    expect(data[7]).toBe(128);
  });

  it("refuses a buffer that does not match the size", async () => {
    await expect(encodeRgbaToPng(new Uint8Array(10), 2, 2)).rejects.toThrow(RangeError);
    await expect(encodeRgbaToPng(new Uint8Array(16), 2, 2, { compressionLevel: 12 })).rejects.toThrow(RangeError);
  });
});

describe("makeThumbnail", () => {
  it("makes a WebP no wider than asked, with the same aspect ratio", async () => {
    const source = await solidImage(1200, 600, { r: 0, g: 128, b: 0 }, "jpeg");
    const thumb = await makeThumbnail(source, 300);
    await expect(probeImage(thumb)).resolves.toEqual({ mimeType: "image/webp", width: 300, height: 150, plainPng: false });
    const [r, g, b] = await pixelAt(thumb, 150, 75);
    expect(r).toBeLessThan(20);
    expect(g).toBeGreaterThan(108);
    expect(b).toBeLessThan(20);
  });

  it("never enlarges a small image", async () => {
    const thumb = await makeThumbnail(await solidImage(100, 80, { r: 1, g: 2, b: 3 }, "png"), 400);
    await expect(probeImage(thumb)).resolves.toMatchObject({ width: 100, height: 80 });
  });

  it("turns an EXIF-rotated photo upright", async () => {
    // Stored landscape (red left, blue right) but tagged "rotate 90° clockwise to display".
    const rotated = await (await splitImage(200, 100)).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const thumb = await makeThumbnail(rotated, 50);
    await expect(probeImage(thumb)).resolves.toMatchObject({ width: 50, height: 100 });
    // After a clockwise quarter turn the left (red) half is on top.
    const top = await pixelAt(thumb, 25, 10);
    const bottom = await pixelAt(thumb, 25, 90);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it("rejects garbage with a typed error", async () => {
    await expect(makeThumbnail(new TextEncoder().encode("nope"), 100)).rejects.toBeInstanceOf(InvalidImageError);
  });
});
