import { InvalidImageError } from "@twend/media";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { DpDesign } from "../layout.ts";
import { readFooter } from "../testing/footer-probe.ts";
import { decodeRgba } from "../testing/image-diff.ts";
import { renderDp, type RenderDpOptions } from "./render-dp.ts";

type Rgba = [number, number, number, number];

const DESIGN: DpDesign = {
  avatar_x: 100,
  avatar_y: 100,
  avatar_size: 300,
  avatar_shape: "square",
  avatar_color: "#00ff00",
  text_x: 250,
  text_y: 450,
  text_font: "Arial",
  text_size: 30,
  text_color: "#ffff00",
  include_text: false,
};

function solid(width: number, height: number, background: { r: number; g: number; b: number; alpha?: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { alpha: 1, ...background } } })
    .png()
    .toBuffer();
}

/** 800x400, left half red and right half blue, stored as a phone would store it after turning the camera. */
async function sidewaysPhoto(orientation: 1 | 6 | 8): Promise<Buffer> {
  const upright = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#0000ff" } })
    .composite([{ input: { create: { width: 400, height: 400, channels: 3, background: "#ff0000" } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  const angle = orientation === 6 ? -90 : orientation === 8 ? 90 : 0;
  const stored = await sharp(upright).rotate(angle).png().toBuffer();
  return sharp(stored).jpeg({ quality: 95 }).withMetadata({ orientation }).toBuffer();
}

async function pixel(png: Buffer, x: number, y: number): Promise<Rgba> {
  const { data } = await sharp(png).ensureAlpha().extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [data[0] ?? -1, data[1] ?? -1, data[2] ?? -1, data[3] ?? -1];
}

function expectNear(actual: Rgba, expected: Rgba, tolerance = 3): void {
  for (let i = 0; i < 4; i++) expect(Math.abs((actual[i] ?? 0) - (expected[i] ?? 0)), `${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance);
}

async function render(overrides: Partial<RenderDpOptions> = {}) {
  return renderDp({
    design: DESIGN,
    background: await solid(500, 500, { r: 30, g: 64, b: 175 }),
    name: "",
    footer: { host: "twend.example" },
    ...overrides,
  });
}

describe("renderDp", () => {
  it("renders a full-size PNG: the background plus the footer strip", async () => {
    const dp = await render({ photo: await solid(100, 100, { r: 255, g: 0, b: 0 }) });
    expect(dp).toMatchObject({ width: 500, height: 540, mimeType: "image/png" });
    expect(await sharp(dp.bytes).metadata()).toMatchObject({ format: "png", width: 500, height: 540 });
    expectNear(await pixel(dp.bytes, 5, 5), [30, 64, 175, 255]);
    expectNear(await pixel(dp.bytes, 250, 250), [255, 0, 0, 255]);
    expectNear(await pixel(dp.bytes, 5, 530), [255, 255, 255, 255]);
  });

  it("puts 'Made with' and the Twend mark in the strip, not the host", async () => {
    const dp = await render();
    const image = await decodeRgba(dp.bytes);
    const { mark, text } = readFooter(image);
    if (!mark || !text) throw new Error("the strip has no mark or no text");
    // The 40 px strip of a 500 px background: a 20 px mark right of 'Made with'.
    expect(mark.right - mark.left + 1).toBeGreaterThanOrEqual(19);
    expect(mark.right - mark.left + 1).toBeLessThanOrEqual(21);
    expect(text.right).toBeLessThan(mark.left);
    expect(Math.abs(text.left - (499 - mark.right))).toBeLessThanOrEqual(3);
  });

  it.each([1, 6, 8] as const)("draws a phone photo upright whatever its EXIF orientation (%i)", async (orientation) => {
    const dp = await render({ photo: await sidewaysPhoto(orientation) });
    // Slot 100..400 on both axes shows the photo's centre square: red left of the middle, blue right of it.
    expectNear(await pixel(dp.bytes, 180, 250), [255, 0, 0, 255], 12);
    expectNear(await pixel(dp.bytes, 320, 250), [0, 0, 255, 255], 12);
    expectNear(await pixel(dp.bytes, 180, 150), [255, 0, 0, 255], 12);
    expectNear(await pixel(dp.bytes, 320, 350), [0, 0, 255, 255], 12);
  });

  it("keeps a transparent background transparent, with straight colours", async () => {
    const dp = await render({ background: await solid(500, 500, { r: 255, g: 0, b: 0, alpha: 0.5 }) });
    expectNear(await pixel(dp.bytes, 5, 5), [255, 0, 0, 128], 2);
  });

  it("renders a preview from the same drawing, scaled to the preview size", async () => {
    const dp = await render({ photo: await solid(100, 100, { r: 255, g: 0, b: 0 }), mode: "preview", previewSize: 270, format: "webp" });
    expect(dp).toMatchObject({ width: 250, height: 270, mimeType: "image/webp" });
    expect(await sharp(dp.bytes).metadata()).toMatchObject({ format: "webp", width: 250, height: 270 });
    expectNear(await pixel(dp.bytes, 125, 125), [255, 0, 0, 255], 12);
  });

  it("encodes JPEG thumbnails over white, since JPEG has no transparency", async () => {
    const dp = await render({ background: await solid(500, 500, { r: 0, g: 0, b: 0, alpha: 0 }), format: "jpeg" });
    expect(dp.mimeType).toBe("image/jpeg");
    expect(await sharp(dp.bytes).metadata()).toMatchObject({ format: "jpeg", width: 500, height: 540 });
    expectNear(await pixel(dp.bytes, 5, 5), [255, 255, 255, 255], 4);
  });

  it("refuses bytes that are not a raster image, and never reads a path given as bytes", async () => {
    await expect(render({ background: Buffer.from("not an image") })).rejects.toBeInstanceOf(InvalidImageError);
    await expect(render({ background: Buffer.from("/etc/hostname") })).rejects.toMatchObject({ reason: "unsupported-type" });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(render({ photo: svg })).rejects.toMatchObject({ reason: "unsupported-type" });
    const truncated = (await solid(500, 500, { r: 1, g: 2, b: 3 })).subarray(0, 60);
    await expect(render({ background: truncated })).rejects.toBeInstanceOf(InvalidImageError);
  });
});
