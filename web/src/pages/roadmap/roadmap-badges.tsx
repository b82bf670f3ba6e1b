import { clsx } from "clsx";
import { Badge } from "../../components/ui/Badge.tsx";
import type { PhaseStatus, Priority } from "./roadmap-content.ts";

const STATUS: Record<PhaseStatus, { label: string; className: string; dot: string }> = {
  completed: { label: "Completed", className: "bg-emerald-50 text-emerald-800 ring-emerald-200", dot: "bg-emerald-500" },
  current: { label: "Current", className: "bg-brand-50 text-brand-800 ring-brand-200", dot: "bg-brand-600" },
  upcoming: { label: "Upcoming", className: "bg-slate-100 text-slate-700 ring-slate-200", dot: "bg-slate-400" },
};

const PRIORITY: Record<Priority, string> = {
  high: "bg-rose-50 text-rose-800 ring-rose-200",
  medium: "bg-amber-50 text-amber-800 ring-amber-200",
  low: "bg-sky-50 text-sky-800 ring-sky-200",
};

export function StatusBadge({ status }: { status: PhaseStatus }) {
  const { label, className, dot } = STATUS[status];
  return (
    <Badge className={clsx("gap-1.5 font-semibold", className)}>
      <span aria-hidden="true" className={clsx("size-1.5 rounded-full", dot)} />
      {label}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  // The word "priority" is in the text so the badge reads on its own, to screen readers and at a glance.
  return <Badge className={clsx("font-semibold capitalize", PRIORITY[priority])}>{priority} priority</Badge>;
}
