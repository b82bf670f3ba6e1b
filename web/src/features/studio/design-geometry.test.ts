import { layoutDp, type DpResult } from "@twend/composition";
import { describe, expect, it } from "vitest";
import { DEFAULT_DESIGN, type Design } from "./campaign-form.ts";
import {
  canvasToReference,
  clampAvatar,
  clampText,
  dragTo,
  grabOffset,
  hitBoxes,
  hitTarget,
  movableTargets,
  previewScale,
  resizeAvatar,
  screenToCanvas,
  screenToReference,
} from "./design-geometry.ts";

// A landscape background drawn as a preview: the two axes scale differently.
const layout = layoutDp({
  design: DEFAULT_DESIGN,
  background: { width: 2000, height: 1600 },
  name: "Ada",
  footer: { host: "twend.test" },
  options: { mode: "preview", previewSize: 1000 },
});
const scale = previewScale(layout);
const design = (patch: Partial<Design> = {}): Design => ({ ...DEFAULT_DESIGN, ...patch });

describe("preview scale", () => {
  it("reads canvas pixels per reference unit per axis from the layout", () => {
    expect(scale.canvasWidth).toBe(1000);
    expect(scale.unitX).toBeCloseTo(2);
    expect(scale.unitY).toBeCloseTo(1.6);
  });
});

describe("screen to reference space", () => {
  // The 1000-pixel canvas shown 500 CSS pixels wide, 40 px from the left and 100 px from the top.
  const box = { left: 40, top: 100, width: 500, height: (500 * scale.canvasHeight) / scale.canvasWidth };

  it("undoes the canvas' on-screen scaling", () => {
    expect(screenToCanvas({ x: 40 + 250, y: 100 }, box, scale)).toEqual({ x: 500, y: 0 });
  });

  it("maps the background's far corner to 500, 500 on both axes", () => {
    const corner = screenToReference({ x: 40 + 500, y: 100 + (800 * 500) / 1000 }, box, scale);
    expect(corner.x).toBeCloseTo(500);
    expect(corner.y).toBeCloseTo(500);
  });

  it("maps the middle of the background to 250, 250", () => {
    const middle = canvasToReference({ x: 500, y: 400 }, scale);
    expect(middle).toEqual({ x: 250, y: 250 });
  });
});

describe("clamping", () => {
  it("keeps the avatar inside 0 to 500 minus its size", () => {
    expect(clampAvatar({ x: -20, y: 600 }, 120)).toEqual({ x: 0, y: 380 });
    expect(clampAvatar({ x: 379.6, y: 10.2 }, 120)).toEqual({ x: 380, y: 10 });
  });

  it("keeps the text inside 0 to 500", () => {
    expect(clampText({ x: -1, y: 501 })).toEqual({ x: 0, y: 500 });
    expect(clampText({ x: 250.4, y: 499.6 })).toEqual({ x: 250, y: 500 });
  });

  it("moves a growing avatar back inside the square", () => {
    expect(resizeAvatar(design({ avatar_x: 350, avatar_y: 20 }), 200)).toEqual({ avatar_size: 200, avatar_x: 300, avatar_y: 20 });
    expect(resizeAvatar(design({ avatar_x: 100, avatar_y: 100 }), 150)).toEqual({ avatar_size: 150, avatar_x: 100, avatar_y: 100 });
  });
});

describe("hit-testing", () => {
  const result: DpResult = { layout, text: { fontSize: 32, font: "32px Arimo", x: 500, width: 100 } };
  const boxes = hitBoxes(result);

  it("boxes the avatar where the layout put it and the name around its centre", () => {
    expect(boxes.avatar).toEqual({ x: 200, y: 160, width: 192, height: 192 });
    expect(boxes.text).toMatchObject({ x: 450, width: 100 });
    expect(boxes.text?.y).toBeCloseTo(layout.text.y - 19.2);
  });

  it("grabs the name first, then the avatar, else nothing", () => {
    expect(hitTarget({ x: 500, y: layout.text.y }, boxes, 0)).toBe("text");
    expect(hitTarget({ x: 300, y: 250 }, boxes, 0)).toBe("avatar");
    expect(hitTarget({ x: 900, y: 50 }, boxes, 0)).toBeNull();
  });

  it("gives the name a slop margin for fingers", () => {
    expect(hitTarget({ x: 445, y: layout.text.y }, boxes, 0)).toBeNull();
    expect(hitTarget({ x: 445, y: layout.text.y }, boxes, 8)).toBe("text");
  });

  it("has no name to grab when none was drawn", () => {
    expect(hitBoxes({ layout, text: null }).text).toBeNull();
  });

  it("has no slot to grab under a frame, where a press on the slot's place is empty space", () => {
    const overlay = layoutDp({ design: design({ frame_mode: "overlay" }), background: { width: 2000, height: 1600 }, name: "Ada", footer: { host: "twend.test" } });
    const overlayBoxes = hitBoxes({ layout: overlay, text: null });
    expect(overlayBoxes.avatar).toBeNull();
    expect(hitTarget({ x: 300, y: 250 }, overlayBoxes, 0)).toBeNull();
  });
});

describe("what can be moved", () => {
  it("is the slot and the name, minus the slot under a frame and the name when it is left out", () => {
    expect(movableTargets(design())).toEqual(["avatar", "text"]);
    expect(movableTargets(design({ frame_mode: "overlay" }))).toEqual(["text"]);
    expect(movableTargets(design({ include_text: false }))).toEqual(["avatar"]);
    expect(movableTargets(design({ frame_mode: "overlay", include_text: false }))).toEqual([]);
  });
});

describe("dragging", () => {
  it("keeps the grabbed spot under the pointer instead of jumping the corner to it", () => {
    const at = design({ avatar_x: 100, avatar_y: 100 });
    const offset = grabOffset("avatar", { x: 160, y: 130 }, at);
    expect(offset).toEqual({ x: 60, y: 30 });
    expect(dragTo("avatar", { x: 260, y: 180 }, offset, at)).toEqual({ avatar_x: 200, avatar_y: 150 });
  });

  it("clamps a dragged avatar and a dragged name", () => {
    expect(dragTo("avatar", { x: 900, y: -50 }, { x: 0, y: 0 }, design({ avatar_size: 200 }))).toEqual({ avatar_x: 300, avatar_y: 0 });
    expect(dragTo("text", { x: 510, y: 20 }, { x: 0, y: 0 }, design())).toEqual({ text_x: 500, text_y: 20 });
  });
});
