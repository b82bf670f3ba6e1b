import { describe, expect, it } from "vitest";
import { EYES_TO_MOUTH_SHARE, placeOnFace, type Face, type FractionRect } from "./face-placement.ts";
import { PHOTO_ZOOM } from "./page-measures.ts";
import { placePhoto } from "./photo-placement.ts";

const size = (width: number, height: number) => ({ width, height });

/** Where the face lands in the window (pixels) once the transform is drawn. */
function drawnFace(face: Face, photo: { width: number; height: number }, window: { x: number; y: number; width: number; height: number }, target?: FractionRect) {
  const placement = placePhoto(photo, window, placeOnFace({ face, photo, window, ...(target ? { target } : {}) }));
  return {
    centerX: placement.centerX + (face.centerX - photo.width / 2) * placement.scale,
    centerY: placement.centerY + (face.centerY - photo.height / 2) * placement.scale,
    eyesToMouth: face.eyesToMouth * placement.scale,
  };
}

describe("placeOnFace", () => {
  it("puts a face off to the side in the middle of a round slot, the eyes a fifth of the slot from the mouth", () => {
    const photo = size(4000, 3000);
    const slot = { x: 0, y: 0, width: 300, height: 300 };
    const drawn = drawnFace({ centerX: 2600, centerY: 1100, eyesToMouth: 250 }, photo, slot);
    expect(drawn.centerX).toBeCloseTo(150, 6);
    expect(drawn.centerY).toBeCloseTo(150, 6);
    expect(drawn.eyesToMouth).toBeCloseTo(EYES_TO_MOUTH_SHARE * 300, 6);
  });

  it("centres the face in an overlay frame's opening, not in the whole frame", () => {
    const photo = size(3000, 4000);
    const frame = { x: 0, y: 0, width: 1080, height: 1350 };
    const opening = { x: 0.1, y: 0.2, width: 0.5, height: 0.4 };
    const drawn = drawnFace({ centerX: 1350, centerY: 1550, eyesToMouth: 200 }, photo, frame, opening);
    expect(drawn.centerX).toBeCloseTo((0.1 + 0.25) * 1080, 6);
    expect(drawn.centerY).toBeCloseTo((0.2 + 0.2) * 1350, 6);
    expect(drawn.eyesToMouth).toBeCloseTo(EYES_TO_MOUTH_SHARE * Math.min(0.5 * 1080, 0.4 * 1350), 6);
  });

  it("never zooms out past covering the window, nor in past the zoom limit", () => {
    const window = size(100, 100);
    expect(placeOnFace({ face: { centerX: 500, centerY: 500, eyesToMouth: 600 }, photo: size(1000, 1000), window }).zoom).toBe(PHOTO_ZOOM.min);
    expect(placeOnFace({ face: { centerX: 500, centerY: 500, eyesToMouth: 1 }, photo: size(1000, 1000), window }).zoom).toBe(PHOTO_ZOOM.max);
  });

  it("zooms a little further where that lets a face near the photo's edge reach the centre", () => {
    const photo = size(1080, 1350);
    const slot = { x: 0, y: 0, width: 100, height: 100 };
    const drawn = drawnFace({ centerX: 407, centerY: 374, eyesToMouth: 187 }, photo, slot);
    expect(drawn.centerX).toBeCloseTo(50, 1);
    expect(drawn.centerY).toBeCloseTo(50, 1);
    expect(drawn.eyesToMouth).toBeGreaterThan(EYES_TO_MOUTH_SHARE * 100);
    expect(drawn.eyesToMouth).toBeLessThan(1.5 * EYES_TO_MOUTH_SHARE * 100);
  });

  it("keeps the window covered when the face sits at the photo's edge: the face goes as near the centre as the photo allows", () => {
    const photo = size(2000, 1000);
    const slot = { x: 0, y: 0, width: 200, height: 200 };
    const transform = placeOnFace({ face: { centerX: 1950, centerY: 400, eyesToMouth: 40 }, photo, window: slot });
    const placement = placePhoto(photo, slot, transform);
    // The photo's right edge meets the slot's: no gap, and the face as far left as it can come.
    expect(placement.centerX + placement.width / 2).toBeCloseTo(200, 6);
    expect(transform.rotation).toBe(0);
  });
});
