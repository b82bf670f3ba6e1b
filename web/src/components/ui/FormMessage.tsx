import { clsx } from "clsx";
import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";

interface FormMessageProps {
  id?: string;
  tone?: "error" | "success";
  /** Nothing shows when empty, but the live region stays in the page so screen readers announce what appears. */
  children?: ReactNode;
  className?: string;
}

export function FormMessage({ id, tone = "error", children, className }: FormMessageProps) {
  const Icon = tone === "error" ? CircleAlert : CircleCheck;
  return (
    <div id={id} aria-live={tone === "error" ? "assertive" : "polite"} aria-atomic="true">
      {children ? (
        <div
          className={clsx(
            "flex gap-2.5 rounded-xl px-3.5 py-3 text-sm ring-1 ring-inset motion-safe:animate-fade-in",
            tone === "error" ? "bg-rose-50 text-rose-900 ring-rose-200" : "bg-emerald-50 text-emerald-900 ring-emerald-200",
            className,
          )}
        >
          <Icon aria-hidden="true" className={clsx("mt-px size-4.5 shrink-0", tone === "error" ? "text-rose-600" : "text-emerald-600")} />
          <div className="min-w-0 space-y-0.5 break-words">{children}</div>
        </div>
      ) : null}
    </div>
  );
}
