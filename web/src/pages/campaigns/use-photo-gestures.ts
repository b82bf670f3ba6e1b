import type { AvatarLayout, PhotoTransform } from "@twend/composition";
import { type KeyboardEvent, type PointerEvent, type RefObject, useEffect, useLayoutEffect, useRef } from "react";
import { panBy, transformForKey, zoomByPinch, zoomByWheel, type Size } from "../../features/generator/photo-transform.ts";

interface GestureOptions {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** The slot as last drawn, in canvas pixels. */
  slotRef: RefObject<AvatarLayout | null>;
  transform: PhotoTransform;
  photo: Size | null;
  onChange: (transform: PhotoTransform) => void;
}

type Point = { x: number; y: number };

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Moves and zooms the photo inside its slot: drag with one finger or the
 * mouse (starting inside the slot), pinch with two fingers, the wheel or a
 * trackpad pinch, arrow keys and +/-.
 */
export function usePhotoGestures({ canvasRef, slotRef, transform, photo, onChange }: GestureOptions) {
  const latest = useRef({ transform, photo, onChange });
  useLayoutEffect(() => {
    latest.current = { transform, photo, onChange };
  });
  const pointers = useRef(new Map<number, Point>());
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);
  const dragging = useRef(false);

  // Canvas pixels per CSS pixel, since the canvas is drawn sharper than it is shown.
  const cssScale = () => {
    const canvas = canvasRef.current;
    return canvas && canvas.clientWidth > 0 ? canvas.width / canvas.clientWidth : 1;
  };

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !photo) return;
    // Not a React handler: React's wheel listener is passive, and the page must not scroll while zooming.
    const onWheel = (event: WheelEvent) => {
      const { transform: current, photo: size, onChange: change } = latest.current;
      if (!size) return;
      event.preventDefault();
      change(zoomByWheel(current, event.deltaY, size));
    };
    canvas.addEventListener("wheel", onWheel, { passive: false });
    return () => canvas.removeEventListener("wheel", onWheel);
  }, [canvasRef, photo]);

  const insideSlot = (event: PointerEvent<HTMLCanvasElement>) => {
    const slot = slotRef.current;
    if (!slot) return false;
    const box = event.currentTarget.getBoundingClientRect();
    const scale = cssScale();
    const x = (event.clientX - box.left) * scale;
    const y = (event.clientY - box.top) * scale;
    return x >= slot.x && x <= slot.x + slot.width && y >= slot.y && y <= slot.y + slot.height;
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
      if (!latest.current.photo) return;
      pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()] as [Point, Point];
        pinch.current = { distance: distance(a, b), zoom: latest.current.transform.zoom };
        dragging.current = false;
      } else if (insideSlot(event)) {
        dragging.current = true;
      }
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
      const previous = pointers.current.get(event.pointerId);
      const { transform: current, photo: size, onChange: change } = latest.current;
      if (!previous || !size) return;
      const point = { x: event.clientX, y: event.clientY };
      pointers.current.set(event.pointerId, point);
      if (pinch.current && pointers.current.size === 2) {
        const [a, b] = [...pointers.current.values()] as [Point, Point];
        change(zoomByPinch(pinch.current.zoom, pinch.current.distance, distance(a, b), current, size));
      } else if (dragging.current && slotRef.current) {
        const slotCss = slotRef.current.width / cssScale();
        change(panBy(current, point.x - previous.x, point.y - previous.y, slotCss, size));
      }
    },
    onPointerUp(event: PointerEvent<HTMLCanvasElement>) {
      pointers.current.delete(event.pointerId);
      if (pointers.current.size < 2) pinch.current = null;
      if (pointers.current.size === 0) dragging.current = false;
    },
    onKeyDown(event: KeyboardEvent<HTMLCanvasElement>) {
      const { transform: current, photo: size, onChange: change } = latest.current;
      if (!size) return;
      const next = transformForKey(current, event.key, event.shiftKey, size);
      if (!next) return;
      event.preventDefault();
      change(next);
    },
  };

  return { ...handlers, onPointerCancel: handlers.onPointerUp };
}
