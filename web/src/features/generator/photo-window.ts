import { layoutDp, type DpDesign } from "@twend/composition";
import type { Size } from "./photo-transform.ts";

/** Stands in for a background whose size is not known yet: a slot's window is square whatever the background. */
const UNKNOWN_BACKGROUND: Size = { width: 1, height: 1 };

/**
 * The shape of the window the photo covers in the full-size drawing (the avatar slot's square, or
 * the whole background of an overlay frame), as the composition module lays it out: the generator
 * keeps the visitor's transform clamped to it, so the state holds exactly what the download draws.
 */
export function photoWindowOf(design: DpDesign, background: Size | null): Size {
  const { width, height } = layoutDp({ design, background: background ?? UNKNOWN_BACKGROUND, name: "", footer: { host: "" } }).photoWindow;
  return { width, height };
}
