import { clsx } from "clsx";
import type { ReactNode } from "react";

const TONES = {
  positive: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  neutral: "bg-slate-100 text-slate-600 ring-slate-300",
  highlight: "bg-amber-50 text-amber-800 ring-amber-200",
  alert: "bg-rose-50 text-rose-800 ring-rose-200",
} as const;

/** A small state label in the admin tables (Active, Trending, reports). */
export function StatusPill({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <span className={clsx("inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset", TONES[tone])}>
      {children}
    </span>
  );
}
