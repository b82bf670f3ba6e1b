import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { Badge } from "../../components/ui/Badge.tsx";
import type { PhaseStatus, Priority } from "./roadmap-content.ts";

const STATUS: Record<PhaseStatus, { label: MessageDescriptor; className: string; dot: string }> = {
  completed: { label: msg`Completed`, className: "bg-emerald-50 text-emerald-800 ring-emerald-200", dot: "bg-emerald-500" },
  current: { label: msg`Current`, className: "bg-brand-50 text-brand-800 ring-brand-200", dot: "bg-brand-600" },
  upcoming: { label: msg`Upcoming`, className: "bg-slate-100 text-slate-700 ring-slate-200", dot: "bg-slate-400" },
};

// The word "priority" is in the text so the badge reads on its own, to screen readers and at a glance.
const PRIORITY: Record<Priority, { label: MessageDescriptor; className: string }> = {
  high: { label: msg`high priority`, className: "bg-rose-50 text-rose-800 ring-rose-200" },
  medium: { label: msg`medium priority`, className: "bg-amber-50 text-amber-800 ring-amber-200" },
  low: { label: msg`low priority`, className: "bg-sky-50 text-sky-800 ring-sky-200" },
};

export function StatusBadge({ status }: { status: PhaseStatus }) {
  const { i18n } = useLingui();
  const { label, className, dot } = STATUS[status];
  return (
    <Badge className={clsx("gap-1.5 font-semibold", className)}>
      <span aria-hidden="true" className={clsx("size-1.5 rounded-full", dot)} />
      {i18n._(label)}
    </Badge>
  );
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  const { i18n } = useLingui();
  const { label, className } = PRIORITY[priority];
  return <Badge className={clsx("font-semibold capitalize", className)}>{i18n._(label)}</Badge>;
}
