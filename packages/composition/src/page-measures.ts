// The few measures a page lays out with before any drawing code is loaded: the footer strip's
// height (the preview frame's shape), the photo's zoom range and its turn (the generator's
// controls and the keys of its drawings). A module of its own: the bundler places whole modules,
// so the generator's first load carries these lines, not the drawing modules they would sit in.

import { LIMITS } from "@twend/shared/constants";

/** How far the visitor may zoom in: 1 is the photo just covering its window. */
export const PHOTO_ZOOM = { min: 1, max: 4 } as const;

/** Strip height for a background height, in background pixels (see FOOTER_RULE). */
export function footerHeight(backgroundHeight: number): number {
  const { ratio, min, max } = LIMITS.footer;
  return Math.min(max, Math.max(min, Math.round(ratio * backgroundHeight)));
}

/** Any angle as the same turn in (-180, 180] degrees. */
export function normalizeRotation(degrees: number | undefined): number {
  const turned = degrees !== undefined && Number.isFinite(degrees) ? degrees % 360 : 0;
  if (turned > 180) return turned - 360;
  if (turned <= -180) return turned + 360;
  // -0 and 0 are one turn; keeping a single zero keeps transforms equal when compared as keys.
  return turned === 0 ? 0 : turned;
}
