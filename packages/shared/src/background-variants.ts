import { LIMITS } from "./limits.ts";
import type { BackgroundVariant } from "./schemas.ts";

// A module of its own (limits.ts alone besides): the API's page preload, the SPA's preview image and its
// cards all import it, and the SPA's generator chunk should not carry the schemas with it.

/** Screens the copies are cut for: 1x, 2x and 3x; 1.75x screens take the 2x copy. */
const PREVIEW_DENSITIES = [1, 2, 3] as const;

/**
 * Widths of the WebP copies of every background: each width of the generator's preview
 * frame at each density, narrowest first. A copy is never wider than its source, so a
 * narrow source has fewer (see `variantWidthsFor`).
 */
export const BACKGROUND_VARIANT_WIDTHS: readonly number[] = [
  ...new Set(PREVIEW_DENSITIES.flatMap((density) => [LIMITS.previewSize.narrow * density, LIMITS.previewSize.wide * density])),
].sort((a, b) => a - b);

/** The preview frame's width: `wide` from the breakpoint up, `narrow` below, as the generator lays it out. */
export const BACKGROUND_VARIANT_SIZES = `(min-width: ${LIMITS.mobileBreakpoint}px) ${LIMITS.previewSize.wide}px, ${LIMITS.previewSize.narrow}px`;

/** The copies' widths for a source `sourceWidth` px wide: each width capped at the source's, without repeats. */
export function variantWidthsFor(sourceWidth: number): number[] {
  return [...new Set(BACKGROUND_VARIANT_WIDTHS.map((width) => Math.min(width, sourceWidth)))];
}

export interface BackgroundImageSet {
  srcset: string;
  sizes: string;
}

/**
 * The `srcset` and `sizes` of a background's copies: by default the preview frame's, written
 * the same way by the page's preload and by the image the page draws, so the browser fetches
 * one file for both; an image laid out otherwise (a card) passes its own `sizes`.
 * Null when the worker has not made the copies yet.
 */
export function backgroundImageSet(variants: readonly BackgroundVariant[], sizes: string = BACKGROUND_VARIANT_SIZES): BackgroundImageSet | null {
  if (variants.length === 0) return null;
  return {
    srcset: variants.map((variant) => `${variant.url} ${variant.width}w`).join(", "),
    sizes,
  };
}
