import { clampPhotoTransform, type PhotoTransform } from "@twend/composition";
import { describe, expect, it } from "vitest";
import { composeKey } from "./compose-key.ts";
import { panBy, rotateBy, rotateByWheel, rotateTo, transformForKey, zoomByWheel, zoomTo } from "./photo-transform.ts";
import { photoWindowOf } from "./photo-window.ts";
import { moveTwoFingers, startTwoFingers, TWIST_THRESHOLD_DEGREES } from "./two-finger-gesture.ts";

const landscape = { width: 2000, height: 1000 };
const square = { width: 200, height: 200 };
const start: PhotoTransform = { zoom: 1, offsetX: 0, offsetY: 0 };

describe("moving and zooming the photo", () => {
  it("pans by the dragged share of the window's shorter side and stops where the photo still covers it", () => {
    expect(panBy(start, 20, 0, 200, landscape, square)).toEqual({ zoom: 1, rotation: 0, offsetX: 0.1, offsetY: 0 });
    // A 2:1 photo at zoom 1 shows its middle half: it can move half a window each way, never vertically.
    expect(panBy(start, 1000, 1000, 200, landscape, square)).toEqual({ zoom: 1, rotation: 0, offsetX: 0.5, offsetY: 0 });
    expect(panBy(start, 20, 0, 0, landscape, square)).toBe(start);
  });

  it("clamps to the window's shape: a wide overlay frame leaves a wide photo less room sideways and some upright", () => {
    // Window 2:1 (the unit is its height): a 2:1 photo just covers it and cannot move at all.
    expect(panBy(start, 50, 50, 100, landscape, { width: 400, height: 200 })).toEqual({ zoom: 1, rotation: 0, offsetX: 0, offsetY: 0 });
    // At zoom 2 it overhangs by half the window's width each way: 1 unit sideways, half a unit upright.
    const zoomed = zoomTo(start, 2, landscape, { width: 400, height: 200 });
    expect(panBy(zoomed, 1000, 1000, 100, landscape, { width: 400, height: 200 })).toEqual({ zoom: 2, rotation: 0, offsetX: 1, offsetY: 0.5 });
  });

  it("zooms between 1x and 4x by slider, wheel and keys", () => {
    expect(zoomTo(start, 9, landscape, square).zoom).toBe(4);
    expect(zoomTo(start, 0.2, landscape, square).zoom).toBe(1);
    expect(zoomByWheel(start, -100, landscape, square).zoom).toBeCloseTo(Math.exp(0.2));
    expect(transformForKey(start, "-", false, landscape, square)?.zoom).toBe(1);
    expect(transformForKey(start, "+", false, landscape, square)?.zoom).toBe(1.25);
    expect(transformForKey(start, "ArrowRight", false, landscape, square)?.offsetX).toBeCloseTo(0.1);
    expect(transformForKey(start, "ArrowLeft", true, landscape, square)?.offsetX).toBeCloseTo(-0.02);
    expect(transformForKey(start, "a", false, landscape, square)).toBeNull();
  });
});

describe("turning the photo", () => {
  it("turns by quarter turns and any angle, kept in (-180, 180]", () => {
    expect(rotateBy(start, 90, landscape, square).rotation).toBe(90);
    expect(rotateBy(rotateBy(start, 90, landscape, square), 90, landscape, square).rotation).toBe(180);
    expect(rotateBy({ ...start, rotation: 180 }, 90, landscape, square).rotation).toBe(-90);
    expect(rotateBy({ ...start, rotation: -90 }, -90, landscape, square).rotation).toBe(180);
    expect(rotateTo(start, 12.5, landscape, square).rotation).toBe(12.5);
    expect(rotateTo(start, -180, landscape, square).rotation).toBe(180);
  });

  it("[ and ] turn a quarter left and right, one degree with Shift ({ and } on most layouts)", () => {
    const turned = { ...start, rotation: 10 };
    expect(transformForKey(turned, "]", false, landscape, square)?.rotation).toBe(100);
    expect(transformForKey(turned, "[", false, landscape, square)?.rotation).toBe(-80);
    expect(transformForKey(turned, "}", true, landscape, square)?.rotation).toBe(11);
    expect(transformForKey(turned, "{", true, landscape, square)?.rotation).toBe(9);
    expect(transformForKey(turned, "]", true, landscape, square)?.rotation).toBe(11);
  });

  it("turns 5 degrees per mouse notch with Shift+wheel, clockwise when scrolling down", () => {
    expect(rotateByWheel(start, 100, landscape, square).rotation).toBeCloseTo(5);
    expect(rotateByWheel(start, -300, landscape, square).rotation).toBeCloseTo(-15);
  });

  it("keeps a turned photo covering the window: a quarter-turned 2:1 photo moves up and down, not sideways", () => {
    const upright = rotateBy(start, 90, landscape, square);
    expect(panBy(upright, 1000, 1000, 200, landscape, square)).toEqual({ zoom: 1, rotation: 90, offsetX: 0, offsetY: 0.5 });
    // At 45 degrees the photo must grow to cover the window's corners, so a pan already made shrinks.
    const tilted = clampPhotoTransform({ zoom: 1, offsetX: 0.5, offsetY: 0, rotation: 45 }, landscape, square);
    expect(tilted.offsetX).toBeGreaterThan(0);
    expect(tilted.offsetX).toBeLessThan(0.5);
  });
});

describe("two fingers", () => {
  const fingersAt = (degrees: number, spread = 100) => {
    const radians = (degrees * Math.PI) / 180;
    return [
      { x: 200, y: 200 },
      { x: 200 + spread * Math.cos(radians), y: 200 + spread * Math.sin(radians) },
    ] as const;
  };

  it("zoom by their spread without turning the photo while the twist stays under the threshold", () => {
    const gesture = startTwoFingers(...fingersAt(0), start);
    const { transform } = moveTwoFingers(gesture, ...fingersAt(TWIST_THRESHOLD_DEGREES - 1, 250), start, landscape, square);
    expect(transform.zoom).toBeCloseTo(2.5);
    expect(transform.rotation).toBe(0);
  });

  it("turn the photo with their twist once it passes the threshold, from there on and without a jump", () => {
    let gesture = startTwoFingers(...fingersAt(30), { ...start, rotation: 90 });
    let transform: PhotoTransform = { ...start, rotation: 90 };
    // A clockwise twist on screen (the angle grows as y points down) past the threshold takes hold where it is.
    ({ gesture, transform } = moveTwoFingers(gesture, ...fingersAt(30 + TWIST_THRESHOLD_DEGREES + 2), transform, landscape, square));
    expect(gesture.twisting).toBe(true);
    expect(transform.rotation).toBe(90);
    ({ gesture, transform } = moveTwoFingers(gesture, ...fingersAt(30 + TWIST_THRESHOLD_DEGREES + 27), transform, landscape, square));
    expect(transform.rotation).toBeCloseTo(115);
    // A new gesture twisting on clockwise across the fingers' own -180/180 seam turns on, not a full turn back.
    gesture = startTwoFingers(...fingersAt(175), transform);
    ({ gesture, transform } = moveTwoFingers(gesture, ...fingersAt(-170), transform, landscape, square));
    ({ gesture, transform } = moveTwoFingers(gesture, ...fingersAt(-160), transform, landscape, square));
    expect(transform.rotation).toBeCloseTo(125);
  });
});

describe("the photo window", () => {
  const design = {
    avatar_x: 150,
    avatar_y: 100,
    avatar_size: 200,
    avatar_shape: "circle" as const,
    avatar_color: "#ffffff",
    text_x: 250,
    text_y: 400,
    text_font: "Arial",
    text_size: 30,
    text_color: "#000000",
    include_text: false,
  };

  it("is the avatar slot's square in slot mode and the whole background under an overlay frame", () => {
    expect(photoWindowOf(design, { width: 1080, height: 1350 })).toEqual({ width: 432, height: 432 });
    expect(photoWindowOf({ ...design, frame_mode: "overlay" }, { width: 1080, height: 1350 })).toEqual({ width: 1080, height: 1350 });
    const unknown = photoWindowOf(design, null);
    expect(unknown.width).toBe(unknown.height);
  });
});

describe("the drawing's key", () => {
  it("tells drawings apart by photo, trimmed name, zoom, pan and turn", () => {
    expect(composeKey(1, " Ada ", start)).toBe(composeKey(1, "Ada", start));
    expect(composeKey(2, "Ada", start)).not.toBe(composeKey(1, "Ada", start));
    expect(composeKey(1, "Ada", { ...start, rotation: 90 })).not.toBe(composeKey(1, "Ada", start));
    expect(composeKey(1, "Ada", { ...start, rotation: 0.5 })).not.toBe(composeKey(1, "Ada", start));
    // The same turn however it is written: absent, 0 or a full turn.
    expect(composeKey(1, "Ada", { ...start, rotation: 0 })).toBe(composeKey(1, "Ada", start));
    expect(composeKey(1, "Ada", { ...start, rotation: -270 })).toBe(composeKey(1, "Ada", { ...start, rotation: 90 }));
  });
});
