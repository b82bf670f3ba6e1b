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
      current: { transform: { zoom: 1, offsetX: 0, offsetY: 0, rotation: 0 }, photo: { width: 1600, height: 800 }, onChange: (t) => changes.push(t) } as GestureInputs,
    };
    const detach = attachPhotoGestures(canvas, { current: photoWindow }, latest);

    for (let press = 0; press < 3; press++) canvas.dispatchEvent(keyDown("}", true));
    // A nudge right after builds on the turned photo too (a wide photo has room to move sideways).
    canvas.dispatchEvent(keyDown("ArrowRight", false));
    detach();

    expect(changes.map((t) => t.rotation)).toEqual([1, 2, 3, 3]);
    expect(changes.at(-1)?.offsetX).toBeGreaterThan(0);
  });
});
