import { LIMITS } from "@twend/shared";
import { useContext, useMemo, useSyncExternalStore } from "react";
import { WideGuessContext } from "./wide-guess.ts";

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  };
}

/** `serverValue` is what a server-rendered page assumed: the answer while the page renders on the server and hydrates. */
export function useMediaQuery(query: string, serverValue = false): boolean {
  // A new subscribe function would make React resubscribe on every render.
  const onSubscribe = useMemo(() => subscribe(query), [query]);
  return useSyncExternalStore(
    onSubscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

const WIDE = `(min-width: ${LIMITS.mobileBreakpoint}px)`;

/** Wide screens (768 px and up) get the single-page studio; narrow ones the step-by-step wizard. */
export function useIsWide(): boolean {
  return useMediaQuery(WIDE, useContext(WideGuessContext));
}
