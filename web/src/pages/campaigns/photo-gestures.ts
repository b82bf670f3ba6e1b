import type { AvatarLayout, PhotoTransform } from "@twend/composition";
import type { RefObject } from "react";
import { panBy, transformForKey, zoomByPinch, zoomByWheel, type Size } from "../../features/generator/photo-transform.ts";

/** What the preview last rendered with; read at each event, so a gesture always starts from what is on screen. */
export interface GestureInputs {
  transform: PhotoTransform;
  photo: Size | null;
  onChange: (transform: PhotoTransform) => void;
}

type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Moves and zooms the photo inside its slot: drag with one finger or the
 * mouse (starting inside the slot), pinch with two fingers, the wheel or a
 * trackpad pinch, arrow keys and +/-. `slotRef` holds the slot as last drawn,
 * in canvas pixels. Returns the function that removes the listeners.
 */
export function attachPhotoGestures(canvas: HTMLCanvasElement, slotRef: RefObject<AvatarLayout | null>, latest: RefObject<GestureInputs>): () => void {
  const pointers = new Map<number, Point>();
  let pinch: { distance: number; zoom: number } | null = null;
  let dragging = false;

  // Canvas pixels per CSS pixel, since the canvas is drawn sharper than it is shown.
  const cssScale = () => (canvas.clientWidth > 0 ? canvas.width / canvas.clientWidth : 1);

  const insideSlot = (event: PointerEvent) => {
    const slot = slotRef.current;
    if (!slot) return false;
    const box = canvas.getBoundingClientRect();
    const scale = cssScale();
    const x = (event.clientX - box.left) * scale;
    const y = (event.clientY - box.top) * scale;
    return x >= slot.x && x <= slot.x + slot.width && y >= slot.y && y <= slot.y + slot.height;
  };

  const onPointerDown = (event: PointerEvent) => {
    if (!latest.current.photo) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()] as [Point, Point];
      pinch = { distance: distance(a, b), zoom: latest.current.transform.zoom };
      dragging = false;
    } else if (insideSlot(event)) {
      dragging = true;
    }
    canvas.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent) => {
    const previous = pointers.get(event.pointerId);
    const { transform: current, photo: size, onChange: change } = latest.current;
    if (!previous || !size) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.set(event.pointerId, point);
    if (pinch && pointers.size === 2) {
      const [a, b] = [...pointers.values()] as [Point, Point];
      change(zoomByPinch(pinch.zoom, pinch.distance, distance(a, b), current, size));
    } else if (dragging && slotRef.current) {
      const slotCss = slotRef.current.width / cssScale();
      change(panBy(current, point.x - previous.x, point.y - previous.y, slotCss, size));
    }
  };

  const onPointerUp = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (pointers.size < 2) pinch = null;
    if (pointers.size === 0) dragging = false;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const { transform: current, photo: size, onChange: change } = latest.current;
    if (!size) return;
    const next = transformForKey(current, event.key, event.shiftKey, size);
    if (!next) return;
    event.preventDefault();
    change(next);
  };

  // Not passive: the page must not scroll while the wheel zooms.
  const onWheel = (event: WheelEvent) => {
    const { transform: current, photo: size, onChange: change } = latest.current;
    if (!size) return;
    event.preventDefault();
    change(zoomByWheel(current, event.deltaY, size));
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
