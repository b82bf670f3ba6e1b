import { clsx } from "clsx";

/**
 * The card's action tiles: icon over label, one fixed size, so a label change ('Copied!') never moves its neighbours.
 * A "row" action spans the whole grid, icon beside label, a row of its own.
 */
export function actionClasses(tone: "default" | "danger" = "default", className?: string, shape: "tile" | "row" = "tile"): string {
  return clsx(
    "flex min-w-0 items-center justify-center rounded-xl px-1 text-xs font-semibold ring-1 transition-colors ring-inset focus-visible:outline-2 focus-visible:outline-offset-2",
    shape === "tile" ? "h-14 flex-col gap-1" : "col-span-full h-11 flex-row gap-1.5",
    tone === "danger"
      ? "text-rose-700 ring-rose-200 hover:bg-rose-50 focus-visible:outline-rose-600"
      : "text-slate-700 ring-slate-200 hover:bg-brand-50 hover:text-brand-800 hover:ring-brand-200 focus-visible:outline-brand-600",
    className,
  );
}
