import { useEffect, useRef, type RefObject } from "react";

/**
 * Calls `onVisible` when the returned ref's element comes within `rootMargin` of the viewport.
 * Turning `enabled` off and on again observes afresh, and a fresh observer reports an element
 * that is already in view: so a sentinel still on screen after a page has loaded asks for the
 * next one instead of waiting for a scroll that may never come.
 */
export function useOnVisible<T extends Element>(onVisible: () => void, enabled: boolean, rootMargin = "800px"): RefObject<T | null> {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return ref;
}
