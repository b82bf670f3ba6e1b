import { createCanvas, loadImage, type Image } from "@napi-rs/canvas";
import { makeImage } from "@twend/composition/testing";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type AlphaSampleContext, type Size, alphaSampleSize, hasTransparentWindow, seeThroughShare } from "./transparency.ts";

/** The check as the studio runs it, with @napi-rs/canvas standing in for the browser's OffscreenCanvas. */
async function framesPhoto(png: Buffer): Promise<boolean> {
  const image = await loadImage(png);
  return hasTransparentWindow(image, ({ width, height }: Size): AlphaSampleContext<Image> => {
    const ctx = createCanvas(width, height).getContext("2d");
    ctx.imageSmoothingQuality = "high";
    return ctx;
  });
}

/** A PNG drawn from SVG by libvips, with an alpha channel whatever it shows. */
function svgPng(width: number, height: number, body: string): Promise<Buffer> {
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`))
    .ensureAlpha()
    .png()
    .toBuffer();
}

describe("transparency detection", () => {
  it("finds the window of a frame exported with a transparent area", async () => {
    expect(await framesPhoto(await makeImage({ width: 1080, height: 1350, kind: "frame", seed: 2, format: "png" }))).toBe(true);
  });

  it("calls an opaque PNG with an alpha channel opaque", async () => {
    expect(await framesPhoto(await makeImage({ width: 1200, height: 800, kind: "background", seed: 1, format: "png" }))).toBe(false);
    expect(await framesPhoto(await svgPng(600, 600, '<rect width="600" height="600" fill="#1e3a8a"/>'))).toBe(false);
  });

  it("does not count an anti-aliased edge: a card with rounded corners and a hairline transparent border", async () => {
    const card = await svgPng(2000, 1500, '<rect x="1" y="1" width="1998" height="1498" rx="40" fill="#7c3aed"/><circle cx="1000" cy="750" r="300" fill="#f59e0b"/>');
    expect(await framesPhoto(card)).toBe(false);
  });

  it("needs more than about 1% of the area see-through", async () => {
    // A 40x40 hole in 500x500 is 0.64%; 80x80 is 2.56%.
    expect(await framesPhoto(await svgPng(500, 500, '<path fill-rule="evenodd" fill="#0f172a" d="M0 0H500V500H0Z M200 200H240V240H200Z"/>'))).toBe(false);
    expect(await framesPhoto(await svgPng(500, 500, '<path fill-rule="evenodd" fill="#0f172a" d="M0 0H500V500H0Z M200 200H280V280H200Z"/>'))).toBe(true);
  });

  it("counts half-transparent areas, like a tinted glass window, but not a faint all-over export haze", async () => {
    expect(await framesPhoto(await svgPng(800, 800, '<rect width="800" height="800" fill="#064e3b" fill-opacity="0.5"/>'))).toBe(true);
    expect(await framesPhoto(await svgPng(800, 800, '<rect width="800" height="800" fill="#064e3b" fill-opacity="0.99"/>'))).toBe(false);
  });

  it("reads a copy at most 128 px on its longest side, keeping the shape, and never enlarges", () => {
    expect(alphaSampleSize({ width: 4000, height: 3000 })).toEqual({ width: 128, height: 96 });
    expect(alphaSampleSize({ width: 1080, height: 1350 })).toEqual({ width: 102, height: 128 });
    expect(alphaSampleSize({ width: 64, height: 20 })).toEqual({ width: 64, height: 20 });
    expect(alphaSampleSize({ width: 5000, height: 10 })).toEqual({ width: 128, height: 1 });
  });

  it("weighs each pixel under alpha 250 by its transparency, and ignores the near-opaque ones", () => {
    const rgba = new Uint8ClampedArray([0, 0, 0, 255, 0, 0, 0, 250, 0, 0, 0, 51, 0, 0, 0, 0]);
    expect(seeThroughShare(rgba)).toBeCloseTo((0 + 0 + 0.8 + 1) / 4, 10);
    expect(seeThroughShare(new Uint8ClampedArray([9, 9, 9, 252, 9, 9, 9, 252]))).toBe(0);
    expect(seeThroughShare(new Uint8ClampedArray(0))).toBe(0);
  });
});
