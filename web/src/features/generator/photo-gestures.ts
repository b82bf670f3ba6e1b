import type { PhotoTransform, Rect, Size } from "@twend/composition";
import type { RefObject } from "react";
import { panBy, rotateByWheel, transformForKey, zoomByWheel } from "./photo-transform.ts";
import { moveTwoFingers, startTwoFingers, type Point, type TwoFingerGesture } from "./two-finger-gesture.ts";

/** What the preview last rendered with, and the changes asked for since; read at each event. */
export interface GestureInputs {
  transform: PhotoTransform;
  photo: Size | null;
  /**
   * The shape of the window the photo covers in the full-size drawing, which every change is
   * clamped to (as the controls and the download are). Known from the Twend alone, so keys and
   * the wheel work before the canvas has first drawn.
   */
  photoWindow: Size;
  onChange: (transform: PhotoTransform) => void;
}

/**
 * Moves, zooms and turns the photo in its window (the avatar slot, or the whole frame of an
 * overlay Twend): drag with one finger or the mouse (starting inside the window), pinch and
 * twist with two fingers, the wheel or a trackpad pinch to zoom, Shift+wheel to turn, arrow
 * keys, +/- and [/]. `windowRef` holds the photo window as last drawn, in canvas pixels (null
 * until the canvas first draws, which waits for the fonts): only where a pointer lands needs it.
 * Returns the function that removes the listeners.
 */
export function attachPhotoGestures(canvas: HTMLCanvasElement, windowRef: RefObject<Rect | null>, latest: RefObject<GestureInputs>): () => void {
  const pointers = new Map<number, Point>();
  let twoFingers: TwoFingerGesture | null = null;
  let dragging = false;

  // Canvas pixels per CSS pixel, since the canvas is drawn sharper than it is shown.
  const cssScale = () => (canvas.clientWidth > 0 ? canvas.width / canvas.clientWidth : 1);

  const insideWindow = (event: PointerEvent) => {
    const photoWindow = windowRef.current;
    if (!photoWindow) return false;
    const box = canvas.getBoundingClientRect();
    const scale = cssScale();
    const x = (event.clientX - box.left) * scale;
    const y = (event.clientY - box.top) * scale;
    return x >= photoWindow.x && x <= photoWindow.x + photoWindow.width && y >= photoWindow.y && y <= photoWindow.y + photoWindow.height;
  };

  const fingers = () => [...pointers.values()] as [Point, Point];

  // Events can come faster than React draws (a held key, a quick drag): the next one builds on
  // this change, not on the transform still on screen, or steps in between would be lost.
  const change = (transform: PhotoTransform) => {
    latest.current = { ...latest.current, transform };
    latest.current.onChange(transform);
  };

  const onPointerDown = (event: PointerEvent) => {
    if (!latest.current.photo) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2) {
      twoFingers = startTwoFingers(...fingers(), latest.current.transform);
      dragging = false;
    } else if (insideWindow(event)) {
      dragging = true;
    }
    canvas.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent) => {
    const previous = pointers.get(event.pointerId);
    const { transform: current, photo: size, photoWindow } = latest.current;
    if (!previous || !size) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, point);
    const drawn = windowRef.current;
    if (twoFingers && pointers.size === 2) {
      const moved = moveTwoFingers(twoFingers, ...fingers(), current, size, photoWindow);
      twoFingers = moved.gesture;
      change(moved.transform);
    } else if (dragging && drawn) {
      // The pan's unit is the window's shorter side as drawn, here in CSS pixels like the pointer's.
      const unit = Math.min(drawn.width, drawn.height) / cssScale();
      change(panBy(current, point.x - previous.x, point.y - previous.y, unit, size, photoWindow));
    }
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (pointers.size < 2) twoFingers = null;
    if (pointers.size === 0) dragging = false;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const { transform: current, photo: size, photoWindow } = latest.current;
    if (!size || event.ctrlKey || event.metaKey || event.altKey) return;
    const next = transformForKey(current, event.key, event.shiftKey, size, photoWindow);
    if (!next) return;
    event.preventDefault();
    change(next);
  };

  // Not passive: the page must not scroll while the wheel zooms or turns.
  const onWheel = (event: WheelEvent) => {
    const { transform: current, photo: size, photoWindow } = latest.current;
    if (!size) return;
    event.preventDefault();
    // Some browsers turn a Shift+wheel into a sideways scroll, reported in deltaX.
    if (event.shiftKey) change(rotateByWheel(current, event.deltaY || event.deltaX, size, photoWindow));
    else change(zoomByWheel(current, event.deltaY, size, photoWindow));
  };

  canvas.addEventListener("pointerdown", onPointerDown);
  canvas.addEventListener("pointermove", onPointerMove);
  canvas.addEventListener("pointerup", onPointerUp);
  canvas.addEventListener("pointercancel", onPointerUp);
  canvas.addEventListener("keydown", onKeyDown);
  canvas.addEventListener("wheel", onWheel, { passive: false });
  return () => {
    canvas.removeEventListener("pointerdown", onPointerDown);
    canvas.removeEventListener("pointermove", onPointerMove);
    canvas.removeEventListener("pointerup", onPointerUp);
    canvas.removeEventListener("pointercancel", onPointerUp);
    canvas.removeEventListener("keydown", onKeyDown);
    canvas.removeEventListener("wheel", onWheel);
  };
}
