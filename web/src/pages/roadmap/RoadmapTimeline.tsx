import { clsx } from "clsx";
import { StatusBadge } from "./roadmap-badges.tsx";
import type { PhaseStatus, RoadmapPhase } from "./roadmap-content.ts";

const MARKER: Record<PhaseStatus, string> = {
  completed: "bg-emerald-500 ring-emerald-100",
  current: "bg-brand-600 ring-brand-100",
  upcoming: "bg-white ring-slate-200 border-2 border-slate-300",
};

/** Every phase on one line of time, so the order and the durations read at a glance. */
export function RoadmapTimeline({ phases }: { phases: readonly RoadmapPhase[] }) {
  return (
    <ol className="relative space-y-6 border-l-2 border-slate-200 pl-6 md:grid md:grid-cols-5 md:gap-4 md:space-y-0 md:border-t-2 md:border-l-0 md:pt-6 md:pl-0">
      {phases.map((phase) => (
        <li key={phase.id} className="relative">
          <span
            aria-hidden="true"
            className={clsx("absolute top-1 -left-[calc(1.5rem+0.5625rem)] size-4 rounded-full ring-4 md:-top-[calc(1.5rem+0.5625rem)] md:left-0", MARKER[phase.status])}
          />
          <p className="text-sm font-semibold text-slate-950">
            {phase.tab} <span className="font-normal text-slate-500">· {phase.name}</span>
          </p>
          <p className="mt-1 text-sm text-slate-600">{phase.duration}</p>
          <div className="mt-2">
            <StatusBadge status={phase.status} />
          </div>
        </li>
      ))}
    </ol>
  );
}
