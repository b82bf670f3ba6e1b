import { useCallback, useState } from "react";

/** The drawing code (drawing.ts): decoding, the preview's canvas, the window maths and the engine. */
export type Drawing = typeof import("./drawing.ts");

/** Fetches the drawing code; a failed fetch is tried again by the next call. */
export type LoadDrawing = () => Promise<Drawing>;

/**
 * The generator's drawing code, fetched by the first part that needs it (the design's download
 * once the visitor acts, or the preview's decoding of a photo dropped as their first act), and
 * null until it is here. Every bitmap the page draws was decoded with it.
 */
export function useDrawingCode(): { drawing: Drawing | null; load: LoadDrawing } {
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const load = useCallback(
    () =>
      import("./drawing.ts").then((module) => {
        setDrawing(module);
        return module;
      }),
    [],
  );
  return { drawing, load };
}
