import type { DpResult } from "@twend/composition";
import { type PointerEvent, type RefObject, useRef, useState } from "react";
import type { Design } from "../../features/studio/campaign-form.ts";
import {
  canvasToReference,
  clampText,
  type DesignTarget,
  dragTo,
  grabOffset,
  hitBoxes,
  hitTarget,
  type Point,
  previewScale,
  screenToCanvas,
} from "../../features/studio/design-geometry.ts";

/** How far outside the name a press still grabs it, in CSS pixels: fingers are wider than the letters. */
const TOUCH_SLOP = 10;

interface CanvasDragOptions {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** What the preview last drew, for hit-testing. */
  resultRef: RefObject<DpResult | null>;
  design: Design;
  onSelect: (target: DesignTarget) => void;
  onChange: (patch: Partial<Design>) => void;
}

type CanvasCursor = "grab" | "grabbing" | "crosshair" | "default";

/**
 * Dragging the slot and the name with any pointer (mouse, pen, touch; the
 * canvas has touch-action: none), and a press on empty space moving the name
 * there when the design includes it.
 */
export function useCanvasDrag({ canvasRef, resultRef, design, onSelect, onChange }: CanvasDragOptions) {
  const drag = useRef<{ pointerId: number; target: DesignTarget; offset: Point } | null>(null);
  const [cursor, setCursor] = useState<CanvasCursor>("default");

  function locate(event: PointerEvent<HTMLCanvasElement>) {
    const result = resultRef.current;
    const canvas = canvasRef.current;
    if (!result || !canvas) return null;
    const box = canvas.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return null;
    const scale = previewScale(result.layout);
    const point = screenToCanvas({ x: event.clientX, y: event.clientY }, box, scale);
    return {
      target: hitTarget(point, hitBoxes(result), (TOUCH_SLOP * scale.canvasWidth) / box.width),
      reference: canvasToReference(point, scale),
    };
  }

  function onPointerDown(event: PointerEvent<HTMLCanvasElement>) {
    if (event.pointerType === "mouse" && event.button !== 0) return;
    const hit = locate(event);
    if (!hit) return;
    let target = hit.target;
    let offset: Point = { x: 0, y: 0 };
    if (target === null) {
      if (!design.include_text) return;
      const centre = clampText(hit.reference);
      onChange({ text_x: centre.x, text_y: centre.y });
      target = "text";
    } else {
      offset = grabOffset(target, hit.reference, design);
    }
    event.preventDefault();
    // Keyboard nudges then apply to what was just grabbed.
    event.currentTarget.focus({ preventScroll: true });
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, target, offset };
    onSelect(target);
    setCursor("grabbing");
  }

  function onPointerMove(event: PointerEvent<HTMLCanvasElement>) {
    const hit = locate(event);
    if (!hit) return;
    const active = drag.current;
    if (active && active.pointerId === event.pointerId) {
      onChange(dragTo(active.target, hit.reference, active.offset, design));
      return;
    }
    setCursor(hit.target ? "grab" : design.include_text ? "crosshair" : "default");
  }

  function endDrag(event: PointerEvent<HTMLCanvasElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setCursor("grab");
  }

  return {
    cursor,
    handlers: { onPointerDown, onPointerMove, onPointerUp: endDrag, onPointerCancel: endDrag, onLostPointerCapture: endDrag },
  };
}
