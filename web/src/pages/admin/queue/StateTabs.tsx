import { useLingui } from "@lingui/react/macro";
import { QUEUE_JOB_STATES, type QueueJobState, type QueueStateCounts } from "@twend/shared";
import { clsx } from "clsx";
import { STATE_LABELS } from "../../../features/admin/use-admin-queue.ts";
import { formatInteger } from "../../../lib/format.ts";

interface StateTabsProps {
  label: string;
  counts: QueueStateCounts | undefined;
  selected: QueueJobState;
  onSelect: (state: QueueJobState) => void;
}

/** One toggle per state with its count; they wrap on a phone rather than hide off the edge. */
export function StateTabs({ label, counts, selected, onSelect }: StateTabsProps) {
  const { i18n } = useLingui();
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {QUEUE_JOB_STATES.map((state) => {
        const active = state === selected;
        return (
          <button
            key={state}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(state)}
            className={clsx(
              "inline-flex h-9 items-center gap-2 rounded-full px-3.5 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              active ? "bg-slate-900 text-white" : "border border-slate-200 bg-surface text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800",
            )}
          >
            {i18n._(STATE_LABELS[state])}
            {/* The same width before and after the counts arrive, so nothing moves. */}
            <span
              className={clsx(
                "inline-flex h-5 min-w-7 items-center justify-center rounded-full px-1.5 text-xs tabular-nums",
                active ? "bg-white/20" : state === "failed" && (counts?.failed ?? 0) > 0 ? "bg-rose-100 text-rose-800" : "bg-slate-100 text-slate-600",
              )}
            >
              {counts ? formatInteger(i18n.locale, counts[state]) : "·"}
            </span>
          </button>
        );
      })}
    </div>
  );
}
