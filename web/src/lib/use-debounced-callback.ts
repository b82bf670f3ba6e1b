import { useEffect, useMemo, useRef } from "react";

export interface Debounced<A extends unknown[]> {
  /** Runs the callback `delayMs` after the last call, with that call's arguments. */
  schedule: (...args: A) => void;
  cancel: () => void;
}

/** For typing: one call once the typist pauses, not one per key. A pending call is dropped on unmount. */
export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delayMs: number): Debounced<A> {
  // The latest callback, so a call scheduled before a re-render runs with current state.
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useMemo(
    () => ({
      schedule: (...args: A) => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => latest.current(...args), delayMs);
      },
      cancel: () => window.clearTimeout(timer.current),
    }),
    [delayMs],
  );
}
