import { useEffect } from "react";
import { useLocation } from "wouter";

/** Declarative routing has no scroll restoration, so a new page would otherwise open mid-scroll. */
export function ScrollToTop() {
  const [pathname] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
