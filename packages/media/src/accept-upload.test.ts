import { LIMITS, MESSAGES } from "@twend/shared";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { acceptUpload, UPLOAD_BYTE_LIMITS } from "./accept-upload.ts";
import { noiseImage, pngDeclaringSize, solidImage, splitImage, toDataUrl } from "./test-images.ts";

const GPS_MARKER = "TWEND-GPS-MARKER";
const TRAILER = Buffer.from("PK\x03\x04 appended payload after the image's end");

async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [...data.subarray(i, i + 3)];
}

describe("acceptUpload", () => {
  it.each([
    ["png", "image/png"],
    ["jpeg", "image/jpeg"],
    ["webp", "image/webp"],
  ] as const)("accepts a %s and gives back a decodable image of the same type and size", async (format, mimeType) => {
    const upload = await noiseImage(120, 80, format);
    const accepted = await acceptUpload(toDataUrl(upload, mimeType), "background");
    expect(accepted).toMatchObject({ mimeType, width: 120, height: 80 });
    const decoded = await sharp(accepted.bytes).metadata();
    expect(decoded).toMatchObject({ format: format, width: 120, height: 80 });
  });

  it("accepts the non-standard image/jpg that some tools declare", async () => {
    const jpeg = await solidImage(10, 10, { r: 1, g: 2, b: 3 }, "jpeg");
    await expect(acceptUpload(toDataUrl(jpeg, "image/jpg"), "photo")).resolves.toMatchObject({ mimeType: "image/jpeg" });
  });

  it("removes EXIF with GPS and appended bytes, and bakes the orientation into the pixels", async () => {
    // Stored landscape (red left, blue right), tagged "rotate 90° clockwise to display", with a GPS position.
    const photo = await (
      await splitImage(200, 100)
    )
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSMapDatum: GPS_MARKER } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ orientation: 6, width: 200, height: 100 });
    expect(photo.includes(GPS_MARKER)).toBe(true);

    const accepted = await acceptUpload(toDataUrl(Buffer.concat([photo, TRAILER]), "image/jpeg"), "photo");
    expect(accepted).toMatchObject({ mimeType: "image/jpeg", width: 100, height: 200 });
    expect(accepted.bytes.includes(GPS_MARKER)).toBe(false);
    expect(accepted.bytes.includes("appended payload")).toBe(false);
    const after = await sharp(accepted.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after).toMatchObject({ width: 100, height: 200 });
    // Upright without any tag: after the clockwise quarter turn the red half is on top.
    const top = await pixelAt(accepted.bytes, 50, 20);
    const bottom = await pixelAt(accepted.bytes, 50, 180);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it("removes EXIF and bytes after IEND from a PNG", async () => {
    const png = await sharp(await noiseImage(40, 30, "png"))
      .png()
      .withExif({ IFD3: { GPSMapDatum: GPS_MARKER } })
      .toBuffer();
    expect(png.includes(GPS_MARKER)).toBe(true);
    const accepted = await acceptUpload(toDataUrl(Buffer.concat([png, TRAILER]), "image/png"), "background");
    expect(accepted).toMatchObject({ mimeType: "image/png", width: 40, height: 30 });
    expect(accepted.bytes.includes(GPS_MARKER)).toBe(false);
    expect(accepted.bytes.includes("appended payload")).toBe(false);
    expect((await sharp(accepted.bytes).metadata()).exif).toBeUndefined();
  });

  it("has the spec's byte limits: 10 MB backgrounds, 5 MB photos, and 12 MB for shared DP PNGs", () => {
    expect(UPLOAD_BYTE_LIMITS).toEqual({
      background: { maxBytes: LIMITS.backgroundBytes, message: MESSAGES.backgroundTooLarge },
      photo: { maxBytes: LIMITS.generatorPhotoBytes, message: MESSAGES.photoTooLarge },
      dp: { maxBytes: LIMITS.sharedDpBytes, message: MESSAGES.sharedDpTooLarge },
    });
    expect([LIMITS.backgroundBytes, LIMITS.generatorPhotoBytes, LIMITS.sharedDpBytes]).toEqual([10 * 1024 * 1024, 5 * 1024 * 1024, 12 * 1024 * 1024]);
  });

  it("refuses a 30000x30000 PNG bomb of a few bytes from its header, without allocating its pixels", async () => {
    const bomb = pngDeclaringSize(30_000, 30_000);
    expect(bomb.byteLength).toBeLessThan(200);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    await expect(acceptUpload(toDataUrl(bomb, "image/png"), "background")).rejects.toMatchObject({
      statusCode: 413,
      reason: "too-many-pixels",
      message: MESSAGES.imageTooManyPixels,
    });
    // The bound, generous on purpose: decoding would take seconds and 900 MB.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });
});
