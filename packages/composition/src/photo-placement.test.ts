import { describe, expect, it } from "vitest";
import { normalizeRotation } from "./page-measures.ts";
import { clampPhotoTransform, placePhoto, type PhotoPlacement, type PhotoTransform } from "./photo-placement.ts";

const size = (width: number, height: number) => ({ width, height });
const SLOT = { x: 0, y: 0, width: 100, height: 100 };

/** The window's corners mapped into the placed photo's own pixels: all inside it means the window is covered. */
function windowCovered(placement: PhotoPlacement, photo: { width: number; height: number }, window: typeof SLOT): boolean {
  const cos = Math.cos(placement.rotation);
  const sin = Math.sin(placement.rotation);
  const corners = [
    [window.x, window.y],
    [window.x + window.width, window.y],
    [window.x, window.y + window.height],
    [window.x + window.width, window.y + window.height],
  ] as const;
  return corners.every(([x, y]) => {
    const dx = x - placement.centerX;
    const dy = y - placement.centerY;
    const u = (dx * cos + dy * sin) / placement.scale + photo.width / 2;
    const v = (-dx * sin + dy * cos) / placement.scale + photo.height / 2;
    const slack = 1e-6;
    return u >= -slack && u <= photo.width + slack && v >= -slack && v <= photo.height + slack;
  });
}

describe("placePhoto", () => {
  it("cover-fits the photo, centred, at zoom 1", () => {
    expect(placePhoto(size(400, 200), SLOT)).toEqual({ centerX: 50, centerY: 50, scale: 0.5, rotation: 0, width: 200, height: 100 });
    const upright = placePhoto(size(300, 600), SLOT);
    expect(upright.scale).toBeCloseTo(1 / 3);
    expect(upright.width).toBeCloseTo(100);
    expect(upright.height).toBeCloseTo(200);
  });

  it("zooms into the centre and moves by fractions of the window's shorter side", () => {
    expect(placePhoto(size(400, 200), SLOT, { zoom: 2, offsetX: 0, offsetY: 0 })).toMatchObject({ centerX: 50, centerY: 50, scale: 1 });
    expect(placePhoto(size(400, 200), SLOT, { zoom: 2, offsetX: 0.25, offsetY: -0.5 })).toMatchObject({ centerX: 75, centerY: 0 });
    const tall = { x: 10, y: 20, width: 200, height: 400 };
    expect(placePhoto(size(1000, 1000), tall, { zoom: 2, offsetX: 0.1, offsetY: 0.2 })).toMatchObject({ centerX: 130, centerY: 260, scale: 0.8 });
  });

  it("grows a turned photo until it still covers the window", () => {
    // A square photo turned 45 degrees must be sqrt(2) times larger to cover a square window.
    const turned = placePhoto(size(100, 100), SLOT, { zoom: 1, offsetX: 0, offsetY: 0, rotation: 45 });
    expect(turned.rotation).toBeCloseTo(Math.PI / 4);
    expect(turned.scale).toBeCloseTo(Math.SQRT2);
    // A quarter turn swaps which side of the photo meets the window's width.
    const quarter = placePhoto(size(400, 200), { x: 0, y: 0, width: 200, height: 100 }, { zoom: 1, offsetX: 0, offsetY: 0, rotation: 90 });
    expect(quarter.scale).toBeCloseTo(1);
  });

  it("always covers the window, whatever the transform", () => {
    const photos = [size(400, 200), size(300, 600), size(1000, 1000)];
    const windows = [SLOT, { x: 5, y: 7, width: 300, height: 120 }, { x: 0, y: 0, width: 1080, height: 1350 }];
    for (const photo of photos)
      for (const window of windows)
        for (const rotation of [-179, -90, -30, 0, 12.5, 45, 90, 135, 180, 400])
          for (const [offsetX, offsetY] of [
            [0, 0],
            [5, -5],
            [-3, 0.2],
          ] as const)
            for (const zoom of [1, 1.7, 4]) {
              const placement = placePhoto(photo, window, { zoom, offsetX, offsetY, rotation });
              expect(windowCovered(placement, photo, window), JSON.stringify({ photo, window, rotation, offsetX, offsetY, zoom })).toBe(true);
            }
  });

  it("refuses images or windows without a size", () => {
    expect(() => placePhoto(size(0, 10), SLOT)).toThrow(RangeError);
    expect(() => placePhoto(size(10, 10), { ...SLOT, width: 0 })).toThrow(RangeError);
  });
});

describe("clampPhotoTransform", () => {
  it("keeps zoom in 1..4 and the photo over the window", () => {
    expect(clampPhotoTransform({ zoom: 0.2, offsetX: 10, offsetY: 0 }, size(400, 200), SLOT)).toEqual({ zoom: 1, rotation: 0, offsetX: 0.5, offsetY: 0 });
    expect(clampPhotoTransform({ zoom: 40, offsetX: -10, offsetY: 10 }, size(400, 400), SLOT)).toEqual({ zoom: 4, rotation: 0, offsetX: -1.5, offsetY: 1.5 });
    expect(clampPhotoTransform({ zoom: Number.NaN, offsetX: Number.POSITIVE_INFINITY, offsetY: 0 }, size(400, 200), SLOT)).toEqual({
      zoom: 1,
      rotation: 0,
      offsetX: 0,
      offsetY: 0,
    });
  });

  it("lets a turned photo move only along the side that overhangs", () => {
    // Turned a quarter, the wide photo stands upright: it may move up and down, not sideways.
    const clamped = clampPhotoTransform({ zoom: 1, offsetX: 10, offsetY: 10, rotation: 90 }, size(400, 200), SLOT);
    expect(clamped.offsetX).toBeCloseTo(0);
    expect(clamped.offsetY).toBeCloseTo(0.5);
  });

  it("is what placePhoto draws", () => {
    const photo = size(640, 480);
    const transform: PhotoTransform = { zoom: 1.3, offsetX: 0.9, offsetY: -0.7, rotation: 200 };
    const clamped = clampPhotoTransform(transform, photo, SLOT);
    expect(clamped.rotation).toBe(-160);
    expect(placePhoto(photo, SLOT, clamped)).toEqual(placePhoto(photo, SLOT, transform));
  });
});

describe("normalizeRotation", () => {
  it("gives the same turn in (-180, 180]", () => {
    expect(normalizeRotation(270)).toBe(-90);
    expect(normalizeRotation(-180)).toBe(180);
    expect(normalizeRotation(540)).toBe(180);
    expect(normalizeRotation(-450)).toBe(-90);
    expect(normalizeRotation(-0)).toBe(0);
    expect(Object.is(normalizeRotation(360), 0)).toBe(true);
    expect(normalizeRotation(undefined)).toBe(0);
    expect(normalizeRotation(Number.NaN)).toBe(0);
  });
});
