import { clsx } from "clsx";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse" | "glass" | "danger";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[background-color,border-color,color,box-shadow,transform] duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 active:translate-y-px disabled:pointer-events-none disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-800 focus-visible:outline-brand-600",
  secondary: "border border-slate-200 bg-surface text-slate-900 shadow-sm hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-brand-600",
  ghost: "text-slate-700 hover:bg-slate-100 hover:text-slate-950 focus-visible:outline-brand-600",
  inverse: "bg-surface text-brand-800 shadow-sm hover:bg-brand-50 focus-visible:outline-white",
  glass: "bg-white/10 text-white ring-1 ring-white/40 ring-inset hover:bg-white/20 focus-visible:outline-white",
  danger: "bg-rose-600 text-white shadow-sm shadow-rose-900/20 hover:bg-rose-700 focus-visible:outline-rose-600",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-6 text-base",
  /** A round button holding only an icon (name it with aria-label). */
  icon: "size-10 shrink-0",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string): string {
  return clsx(base, variants[variant], sizes[size], className);
}
