import type { TextDirection } from "@twend/shared";

/**
 * The tab a key moves to in a horizontal ARIA tab list (WAI-ARIA tabs pattern): arrows wrap around,
 * Home and End jump to the ends; null for keys the tab list does not handle. In a right-to-left
 * page the list runs from the right, so the arrows follow what the visitor sees: Left goes on.
 */
export function tabIndexForKey(key: string, current: number, count: number, direction: TextDirection): number | null {
  const forward = direction === "rtl" ? "ArrowLeft" : "ArrowRight";
  const backward = direction === "rtl" ? "ArrowRight" : "ArrowLeft";
  switch (key) {
    case forward:
      return (current + 1) % count;
    case backward:
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
