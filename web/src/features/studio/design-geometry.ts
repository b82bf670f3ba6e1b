import type { DpLayout, DpResult, Rect } from "@twend/composition";
import { REFERENCE_SIZE } from "@twend/shared";
import type { Design } from "./campaign-form.ts";

export interface Point {
  x: number;
  y: number;
}

/** The canvas as laid out on screen (its getBoundingClientRect), in CSS pixels. */
export interface ScreenBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How the drawn preview maps the 500x500 reference space to its own pixels, read from the layout it was drawn with. */
export interface PreviewScale {
  canvasWidth: number;
  canvasHeight: number;
  /** Canvas pixels per reference unit, per axis: backgrounds need not be square. */
  unitX: number;
  unitY: number;
}

export type DesignTarget = "avatar" | "text";

/**
 * What can be moved on the preview, in the order a selection falls back: the slot, unless the
 * photo lies under a frame (no slot is drawn), and the name, when the design includes it.
 */
export function movableTargets(design: Pick<Design, "frame_mode" | "include_text">): DesignTarget[] {
  const targets: DesignTarget[] = [];
  if (design.frame_mode === "slot") targets.push("avatar");
  if (design.include_text) targets.push("text");
  return targets;
}

export function previewScale(layout: DpLayout): PreviewScale {
  return {
    canvasWidth: layout.width,
    canvasHeight: layout.height,
    unitX: layout.designScale.x * layout.scale,
    unitY: layout.designScale.y * layout.scale,
  };
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A pointer position on screen in the canvas' own pixels (the canvas is shown scaled to fit its column). */
export function screenToCanvas(client: Point, box: ScreenBox, scale: PreviewScale): Point {
  return {
    x: ((client.x - box.left) * scale.canvasWidth) / box.width,
    y: ((client.y - box.top) * scale.canvasHeight) / box.height,
  };
}

export function canvasToReference(point: Point, scale: PreviewScale): Point {
  return { x: point.x / scale.unitX, y: point.y / scale.unitY };
}

export function screenToReference(client: Point, box: ScreenBox, scale: PreviewScale): Point {
  return canvasToReference(screenToCanvas(client, box, scale), scale);
}

/** The avatar's top-left corner, kept so the whole slot stays inside the reference square. */
export function clampAvatar(point: Point, size: number): Point {
  const max = Math.max(0, REFERENCE_SIZE - size);
  return { x: clamp(Math.round(point.x), 0, max), y: clamp(Math.round(point.y), 0, max) };
}

/** The name's centre, kept inside the reference square. */
export function clampText(point: Point): Point {
  return { x: clamp(Math.round(point.x), 0, REFERENCE_SIZE), y: clamp(Math.round(point.y), 0, REFERENCE_SIZE) };
}

/** A new slot size, moving the slot back inside the square when the bigger size would push it out. */
export function resizeAvatar(design: Design, size: number): Pick<Design, "avatar_size" | "avatar_x" | "avatar_y"> {
  const corner = clampAvatar({ x: design.avatar_x, y: design.avatar_y }, size);
  return { avatar_size: size, avatar_x: corner.x, avatar_y: corner.y };
}

/** Where the pointer can grab each element, in canvas pixels; no slot box under a frame, no text box when no name was drawn. */
export interface HitBoxes {
  avatar: Rect | null;
  text: Rect | null;
}

export function hitBoxes({ layout, text }: DpResult): HitBoxes {
  const { avatar } = layout;
  return {
    avatar: layout.frameMode === "slot" ? { x: avatar.x, y: avatar.y, width: avatar.width, height: avatar.height } : null,
    // The name is drawn centred on its point with a middle baseline; a line's height is about 1.2 em.
    text: text ? { x: text.x - text.width / 2, y: layout.text.y - text.fontSize * 0.6, width: text.width, height: text.fontSize * 1.2 } : null,
  };
}

function inside(point: Point, rect: Rect, padding: number): boolean {
  return point.x >= rect.x - padding && point.x <= rect.x + rect.width + padding && point.y >= rect.y - padding && point.y <= rect.y + rect.height + padding;
}

/** What a press at `point` (canvas pixels) grabs: the name first, since it is drawn over the slot. */
export function hitTarget(point: Point, boxes: HitBoxes, padding: number): DesignTarget | null {
  if (boxes.text && inside(point, boxes.text, padding)) return "text";
  if (boxes.avatar && inside(point, boxes.avatar, 0)) return "avatar";
  return null;
}

/** How far from the element's anchor the pointer grabbed it, in reference units, so a drag does not make it jump. */
export function grabOffset(target: DesignTarget, pointer: Point, design: Design): Point {
  return target === "avatar" ? { x: pointer.x - design.avatar_x, y: pointer.y - design.avatar_y } : { x: pointer.x - design.text_x, y: pointer.y - design.text_y };
}

/** The design change of dragging `target` so the grabbed spot follows the pointer. */
export function dragTo(target: DesignTarget, pointer: Point, offset: Point, design: Design): Partial<Design> {
  const wanted = { x: pointer.x - offset.x, y: pointer.y - offset.y };
  if (target === "avatar") {
    const corner = clampAvatar(wanted, design.avatar_size);
    return { avatar_x: corner.x, avatar_y: corner.y };
  }
  const centre = clampText(wanted);
  return { text_x: centre.x, text_y: centre.y };
}
