import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** The heading of one group of design controls. */
export function GroupHeading({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <h3 className="flex items-center gap-2 text-sm font-bold tracking-wide text-slate-900 uppercase">
      <Icon aria-hidden="true" className="size-4 text-brand-600" />
      {children}
    </h3>
  );
}
