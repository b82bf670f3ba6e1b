import { useEffect, useRef } from "react";

/**
 * On a step change, scrolls to the top and moves focus to the new step's
 * heading, so keyboard and screen reader users start reading the new step
 * rather than staying on a button that may no longer exist. Not for the step first shown.
 */
export function useStepFocus(step: number) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [step]);
  return heading;
}
