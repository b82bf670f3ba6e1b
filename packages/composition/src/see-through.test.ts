import { createCanvas, loadImage } from "@napi-rs/canvas";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { nodeAlphaCanvas } from "./node/alpha-sample-canvas.ts";
import { alphaSampleSize, frameWindow, hasTransparentWindow, seeThroughBounds, seeThroughShare } from "./see-through.ts";
import { makeImage } from "./testing/index.ts";

/** A width x height RGBA frame, opaque but where `clear` says see-through. */
function frame(width: number, height: number, clear: (x: number, y: number) => boolean): Uint8ClampedArray {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[(y * width + x) * 4 + 3] = clear(x, y) ? 0 : 255;
  return data;
}

/** The studio's check, with @napi-rs/canvas standing in for the browser's OffscreenCanvas. */
async function framesPhoto(png: Buffer): Promise<boolean> {
  return hasTransparentWindow(await loadImage(png), nodeAlphaCanvas);
}

/** A PNG drawn from SVG by libvips, with an alpha channel whatever it shows. */
function svgPng(width: number, height: number, body: string): Promise<Buffer> {
  return sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`))
    .ensureAlpha()
    .png()
    .toBuffer();
}

/** An opaque frame of this size with a clear rectangle cut out of it. */
function frameWithWindow(width: number, height: number, window: { x: number; y: number; width: number; height: number } | null) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  ctx.fillStyle = "#204080";
  ctx.fillRect(0, 0, width, height);
  if (window) ctx.clearRect(window.x, window.y, window.width, window.height);
  return canvas;
}

describe("hasTransparentWindow (is this picture a frame?)", () => {
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
});

describe("the sample every reading takes", () => {
  it("is a copy at most 128 px on its longest side, keeping the shape, and never enlarged", () => {
    expect(alphaSampleSize({ width: 4000, height: 3000 })).toEqual({ width: 128, height: 96 });
    expect(alphaSampleSize({ width: 1080, height: 1350 })).toEqual({ width: 102, height: 128 });
    expect(alphaSampleSize({ width: 64, height: 20 })).toEqual({ width: 64, height: 20 });
    expect(alphaSampleSize({ width: 5000, height: 10 })).toEqual({ width: 128, height: 1 });
  });
});

describe("seeThroughShare", () => {
  it("weighs each pixel under alpha 250 by its transparency, and ignores the near-opaque ones", () => {
    const rgba = new Uint8ClampedArray([0, 0, 0, 255, 0, 0, 0, 250, 0, 0, 0, 51, 0, 0, 0, 0]);
    expect(seeThroughShare(rgba)).toBeCloseTo((0 + 0 + 0.8 + 1) / 4, 10);
    expect(seeThroughShare(new Uint8ClampedArray([9, 9, 9, 252, 9, 9, 9, 252]))).toBe(0);
    expect(seeThroughShare(new Uint8ClampedArray(0))).toBe(0);
  });
});

describe("seeThroughBounds", () => {
  it("boxes the see-through pixels as fractions of the frame", () => {
    const data = frame(10, 8, (x, y) => x >= 2 && x <= 5 && y >= 4 && y <= 5);
    expect(seeThroughBounds(data, 10, 8)).toEqual({ x: 0.2, y: 0.5, width: 0.4, height: 0.25 });
  });

  it("leaves out pixels that show more frame than photo", () => {
    const data = frame(4, 1, (x) => x >= 2);
    data[3] = 128;
    data[7] = 127;
    expect(seeThroughBounds(data, 4, 1)).toEqual({ x: 0.25, y: 0, width: 0.75, height: 1 });
  });

  it("finds nothing in an opaque frame", () => {
    expect(
      seeThroughBounds(
        frame(6, 6, () => false),
        6,
        6,
      ),
    ).toBeNull();
  });
});

describe("frameWindow (where does the photo show?)", () => {
  it("finds the transparent part of a frame, as fractions of its size", () => {
    const box = frameWindow(frameWithWindow(1080, 1350, { x: 270, y: 135, width: 540, height: 675 }), nodeAlphaCanvas);
    expect(box?.x).toBeCloseTo(0.25, 1);
    expect(box?.y).toBeCloseTo(0.1, 1);
    expect(box?.width).toBeCloseTo(0.5, 1);
    expect(box?.height).toBeCloseTo(0.5, 1);
  });

  it("is nowhere when nothing is transparent", () => {
    expect(frameWindow(frameWithWindow(300, 200, null), nodeAlphaCanvas)).toBeNull();
  });
});
