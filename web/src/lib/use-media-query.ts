import { LIMITS } from "@twend/shared";
import { useMemo, useSyncExternalStore } from "react";

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  };
}

export function useMediaQuery(query: string): boolean {
  // A new subscribe function would make React resubscribe on every render.
  const onSubscribe = useMemo(() => subscribe(query), [query]);
  return useSyncExternalStore(onSubscribe, () => window.matchMedia(query).matches);
}

const WIDE = `(min-width: ${LIMITS.mobileBreakpoint}px)`;

/** Wide screens (768 px and up) get the single-page studio; narrow ones the step-by-step wizard (spec section 2). */
export function useIsWide(): boolean {
  return useMediaQuery(WIDE);
}
