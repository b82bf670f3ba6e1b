import type { PhotoTransform, Rect } from "@twend/composition";
import { describe, expect, it } from "vitest";
import { attachPhotoGestures, type GestureInputs } from "./photo-gestures.ts";

/** The preview's canvas as the gestures use it: events, and its drawn and shown sizes. */
function previewCanvas(): HTMLCanvasElement {
  const target = new EventTarget();
  return Object.assign(target, {
    width: 400,
    height: 400,
    clientWidth: 200,
    getBoundingClientRect: () => ({ left: 0, top: 0 }),
    setPointerCapture: () => undefined,
  }) as unknown as HTMLCanvasElement;
}

/** A key press as the browser dispatches it; Node has no KeyboardEvent. */
function keyDown(key: string, shiftKey: boolean): Event {
  return Object.assign(new Event("keydown", { cancelable: true }), { key, shiftKey, ctrlKey: false, metaKey: false, altKey: false });
}

describe("the preview's keys", () => {
  it("count every press when presses come faster than the preview is drawn again", () => {
    const canvas = previewCanvas();
    const photoWindow: Rect = { x: 0, y: 0, width: 400, height: 400 };
    const changes: PhotoTransform[] = [];
    // The page has not drawn again between the presses: what it last rendered with stays at 0 degrees.
    const latest = {
      current: {
        transform: { zoom: 1, offsetX: 0, offsetY: 0, rotation: 0 },
        photo: { width: 1600, height: 800 },
        photoWindow,
        onChange: (t) => changes.push(t),
      } as GestureInputs,
    };
    const detach = attachPhotoGestures(canvas, { current: photoWindow }, latest);

    for (let press = 0; press < 3; press++) canvas.dispatchEvent(keyDown("}", true));
    // A nudge right after builds on the turned photo too (a wide photo has room to move sideways).
    canvas.dispatchEvent(keyDown("ArrowRight", false));
    detach();

    expect(changes.map((t) => t.rotation)).toEqual([1, 2, 3, 3]);
    expect(changes.at(-1)?.offsetX).toBeGreaterThan(0);
  });

  it("count presses and wheel turns made before the canvas has first drawn (the fonts are still coming)", () => {
    const canvas = previewCanvas();
    const changes: PhotoTransform[] = [];
    const latest = {
      current: {
        transform: { zoom: 1, offsetX: 0, offsetY: 0, rotation: 90 },
        photo: { width: 900, height: 600 },
        photoWindow: { width: 1000, height: 1000 },
        onChange: (t) => changes.push(t),
      } as GestureInputs,
    };
    // Nothing drawn yet: no window on the canvas.
    const detach = attachPhotoGestures(canvas, { current: null }, latest);
    const presses = [keyDown("}", true), keyDown("}", true), keyDown("+", false)];
    for (const press of presses) canvas.dispatchEvent(press);
    const wheel = Object.assign(new Event("wheel", { cancelable: true }), { deltaY: 100, deltaX: 0, shiftKey: true });
    canvas.dispatchEvent(wheel);
    detach();

    expect(presses.map((press) => press.defaultPrevented)).toEqual([true, true, true]);
    expect(wheel.defaultPrevented).toBe(true);
    expect(changes.map((t) => [t.rotation, t.zoom])).toEqual([
      [91, 1],
      [92, 1],
      [92, 1.25],
      [97, 1.25],
    ]);
  });
});
