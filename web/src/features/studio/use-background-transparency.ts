import { useMemo } from "react";
import { hasTransparentWindow } from "@twend/composition";
import { browserAlphaCanvas } from "@twend/composition/browser";
import type { BackgroundState } from "./use-decoded-background.ts";

/** Whether the decoded background has a transparent window; null until it is decoded, or when it cannot be read. */
export function useBackgroundTransparency(background: BackgroundState): boolean | null {
  const image = background.status === "ready" ? background.image : null;
  return useMemo(() => {
    if (image === null) return null;
    try {
      return hasTransparentWindow(image, browserAlphaCanvas);
    } catch (error) {
      console.error(error);
      return null;
    }
  }, [image]);
}
