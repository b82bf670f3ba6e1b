import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { InvalidImageError, MAX_IMAGE_PIXELS, encodeRgbaToPng, makeThumbnail, probeImage } from "./image-codec.ts";
import { solidImage, splitImage } from "./test-images.ts";

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
    await expect(probeImage(bytes)).resolves.toEqual({ mimeType, width: 321, height: 123 });
  });

  it("reports the displayed size of a JPEG rotated by its EXIF orientation", async () => {
    const bytes = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#808080" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await expect(probeImage(bytes)).resolves.toEqual({ mimeType: "image/jpeg", width: 100, height: 200 });
  });

  it("rejects bytes that are not an image", async () => {
    const error = await probeImage(new TextEncoder().encode("hello, I am not a picture")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidImageError);
    expect(error).toMatchObject({ reason: "unsupported-type" });
  });

  it("rejects image types it does not accept, whatever they are called", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).gif().toBuffer();
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

  it("rejects an image declaring more pixels than the limit", async () => {
    // A decompression bomb is a tiny file whose header declares a huge size; only the header matters here.
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1;
    const bomb = pngWithHeaderOnly(side, side);
    expect(bomb.byteLength).toBeLessThan(200);
    await expect(probeImage(bomb)).rejects.toMatchObject({ reason: "too-large" });
    await expect(makeThumbnail(bomb, 100)).rejects.toMatchObject({ reason: "too-large" });
  });
});

function pngWithHeaderOnly(width: number, height: number): Buffer {
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

describe("encodeRgbaToPng", () => {
  it("encodes raw RGBA into a PNG with the same pixels", async () => {
    const width = 3;
    const height = 2;
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) rgba.set([i * 40, 255 - i * 40, 7, 255], i * 4);
    const png = await encodeRgbaToPng(rgba, width, height, { compressionLevel: 1 });
    await expect(probeImage(png)).resolves.toEqual({ mimeType: "image/png", width, height });
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
    await expect(probeImage(thumb)).resolves.toEqual({ mimeType: "image/webp", width: 300, height: 150 });
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
