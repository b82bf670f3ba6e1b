import { type RefObject, useEffect } from "react";

/** Closes an open popup on Escape or on a press outside `containerRef`. */
export function useDismiss(open: boolean, containerRef: RefObject<HTMLElement | null>, onDismiss: (viaKeyboard: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss(true);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) onDismiss(false);
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [open, containerRef, onDismiss]);
}
