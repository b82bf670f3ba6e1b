import { clsx } from "clsx";

/** A placeholder block; size it like the content it stands for so nothing shifts on load. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx("animate-pulse rounded-md bg-slate-200/80", className)} />;
}
