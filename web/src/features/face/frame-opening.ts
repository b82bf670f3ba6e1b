import { frameWindow, type FractionRect } from "@twend/composition";
import { browserAlphaCanvas } from "@twend/composition/browser";

/**
 * Where an overlay frame lets the photo show, as fractions of the frame, and so where a face
 * belongs. Null when the frame has no window or cannot be read in this browser.
 */
export function frameOpening(frame: ImageBitmap): FractionRect | null {
  if (typeof OffscreenCanvas === "undefined") return null;
  try {
    return frameWindow(frame, browserAlphaCanvas);
  } catch {
    return null;
  }
}
