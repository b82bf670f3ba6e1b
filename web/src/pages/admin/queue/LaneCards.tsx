import { useLingui } from "@lingui/react/macro";
import { QUEUE_JOB_STATES, QUEUE_LANES, type QueueLane, type QueueStateCounts } from "@twend/shared";
import { clsx } from "clsx";
import { Card } from "../../../components/ui/Card.tsx";
import { Skeleton } from "../../../components/ui/Skeleton.tsx";
import { LANE_TEXTS, STATE_LABELS } from "../../../features/admin/use-admin-queue.ts";
import { formatInteger } from "../../../lib/format.ts";

interface LaneCardsProps {
  /** Each lane's counts; undefined while the first answer loads. */
  counts: Partial<Record<QueueLane, QueueStateCounts>> | undefined;
  selected: QueueLane;
  onSelect: (lane: QueueLane) => void;
}

/**
 * Both lanes side by side with their jobs counted by state. The lane's name is the button that
 * shows its jobs, stretched over the whole card, so a tap anywhere on it does.
 */
export function LaneCards({ counts, selected, onSelect }: LaneCardsProps) {
  const { i18n } = useLingui();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {QUEUE_LANES.map((lane) => {
        const active = lane === selected;
        const laneCounts = counts?.[lane];
        return (
          <Card
            as="section"
            key={lane}
            aria-labelledby={`lane-${lane}`}
            aria-busy={laneCounts === undefined}
            className={clsx(
              "relative p-4 transition-shadow has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-brand-600 sm:p-5",
              active ? "ring-2 ring-brand-600" : "hover:shadow-card-hover",
            )}
          >
            <h2 id={`lane-${lane}`} className="text-base font-bold text-slate-950">
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(lane)}
                className="text-start after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
              >
                {i18n._(LANE_TEXTS[lane].name)}
              </button>
            </h2>
            <p className="mt-1 text-sm text-slate-600">{i18n._(LANE_TEXTS[lane].description)}</p>
            <dl className="mt-4 grid grid-cols-3 gap-x-3 gap-y-3 lg:grid-cols-5">
              {QUEUE_JOB_STATES.map((state) => (
                <div key={state} className="min-w-0">
                  <dt className="truncate text-xs font-medium text-slate-500">{i18n._(STATE_LABELS[state])}</dt>
                  <dd
                    className={clsx(
                      "mt-0.5 flex h-7 items-center text-lg font-semibold tabular-nums",
                      state === "failed" && (laneCounts?.failed ?? 0) > 0 ? "text-rose-700" : "text-slate-950",
                    )}
                  >
                    {laneCounts ? formatInteger(i18n.locale, laneCounts[state]) : <Skeleton className="h-5 w-10" />}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        );
      })}
    </div>
  );
}
