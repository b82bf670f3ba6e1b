import type { Design } from "./campaign-form.ts";
import { dragTo, type DesignTarget } from "./design-geometry.ts";

const DIRECTIONS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Reference units per arrow press; Shift moves ten at a time. */
const NUDGE_STEP = { normal: 1, large: 10 } as const;

/**
 * The design change of an arrow key on the preview: the selected element moves
 * one unit (ten with Shift), clamped like a drag. Null for any other key, so
 * the caller leaves it to the browser.
 */
export function nudge(design: Design, target: DesignTarget, key: string, shift: boolean): Partial<Design> | null {
  const direction = DIRECTIONS[key];
  if (!direction) return null;
  const step = shift ? NUDGE_STEP.large : NUDGE_STEP.normal;
  const anchor = target === "avatar" ? { x: design.avatar_x, y: design.avatar_y } : { x: design.text_x, y: design.text_y };
  return dragTo(target, { x: anchor.x + direction[0] * step, y: anchor.y + direction[1] * step }, { x: 0, y: 0 }, design);
}
