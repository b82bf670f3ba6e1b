import { useEffect, useReducer } from "react";
import { DEMO_TICK_MS, demoReducer, initialDemoState } from "./demo-machine.ts";

/** Runs the demo's clock: one tick every 100 ms while playing, none otherwise. */
export function useDemo() {
  // Visitors who ask for reduced motion start on a still first step and press Play themselves.
  const [state, dispatch] = useReducer(demoReducer, undefined, () => initialDemoState(!window.matchMedia("(prefers-reduced-motion: reduce)").matches));

  useEffect(() => {
    if (!state.playing) return;
    const timer = window.setInterval(() => dispatch({ type: "tick" }), DEMO_TICK_MS);
    return () => window.clearInterval(timer);
  }, [state.playing]);

  return [state, dispatch] as const;
}
