import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import { StatusBadge } from "./roadmap-badges.tsx";
import type { PhaseStatus, RoadmapPhase } from "./roadmap-content.ts";

const MARKER: Record<PhaseStatus, string> = {
  completed: "bg-emerald-500 ring-emerald-100",
  current: "bg-brand-600 ring-brand-100",
  upcoming: "bg-surface ring-slate-200 border-2 border-slate-300",
};

/** Every phase on one line of time, so the order and the durations read at a glance. */
export function RoadmapTimeline({ phases }: { phases: readonly RoadmapPhase[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="relative space-y-6 border-s-2 border-slate-200 ps-6 md:grid md:grid-cols-5 md:gap-4 md:space-y-0 md:border-t-2 md:border-s-0 md:pt-6 md:ps-0">
      {phases.map((phase) => (
        <li key={phase.id} className="relative">
          <span
            aria-hidden="true"
            className={clsx(
              "absolute top-1 -start-[calc(1.5rem+0.5625rem)] size-4 rounded-full ring-4 md:-top-[calc(1.5rem+0.5625rem)] md:start-0",
              MARKER[phase.status],
            )}
          />
          <p className="text-sm font-semibold text-slate-950">
            {i18n._(phase.tab)} <span className="font-normal text-slate-500">· {i18n._(phase.name)}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">{i18n._(phase.duration)}</p>
          <div className="mt-2">
            <StatusBadge status={phase.status} />
          </div>
        </li>
      ))}
    </ol>
  );
}
