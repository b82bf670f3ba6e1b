import { useSyncExternalStore } from "react";

export type Drawing = typeof import("./drawing.ts");

let loaded: Drawing | null = null;
let loading: Promise<Drawing> | null = null;
const listeners = new Set<() => void>();

/**
 * The drawing code (drawing.ts), fetched once per page load on the first call: when the visitor
 * acts on the page, with the design's download, or at the latest when a photo is picked. A
 * failed fetch is tried again by the next call.
 */
export function loadDrawing(): Promise<Drawing> {
  loading ??= import("./drawing.ts").then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The drawing code once it has arrived, else null; it does not fetch it. Every bitmap the page
 * draws was decoded with it, so it is here whenever a background or a photo is.
 */
export function useDrawing(): Drawing | null {
  return useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
}
