import { useLingui } from "@lingui/react/macro";
import type { AdminMetrics } from "@twend/shared";
import { Card } from "../../../components/ui/Card.tsx";
import { Skeleton } from "../../../components/ui/Skeleton.tsx";
import { formatStat } from "../../../features/dashboard/format-stat.ts";

const QUEUE_STATES = [
  { key: "waiting", label: "Waiting" },
  { key: "active", label: "Active" },
  { key: "completed", label: "Completed" },
  { key: "failed", label: "Failed" },
] as const;

/** Visitors' renders and the rest of the jobs, then creators' batches, which wait apart so they never hold a visitor up. */
const QUEUES = [
  { queue: "queue", title: "Render queue" },
  { queue: "batchQueue", title: "Batch queue" },
] as const;

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 flex h-7 items-center text-lg font-semibold text-slate-950 tabular-nums">{value ?? <Skeleton className="h-5 w-10" />}</dd>
    </div>
  );
}

/** For whoever runs the service: the render and batch queues now and server render times over the last day. Null metrics mean still loading. */
export function ServiceHealth({ metrics }: { metrics: AdminMetrics | null }) {
  const { i18n } = useLingui();
  const renders = metrics?.renderTimes;
  const noRenders = renders !== undefined && (renders.count === 0 || renders.p50Ms === null || renders.p95Ms === null);
  const ms = (value: number | null | undefined) => (value == null ? null : `${formatStat(i18n.locale, value)} ms`);

  return (
    <Card as="section" aria-labelledby="service-health-title" aria-busy={metrics === null} className="p-4 sm:p-6">
      <h2 id="service-health-title" className="text-lg font-bold text-slate-950">
        Service health
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div className="grid gap-4">
          {QUEUES.map(({ queue, title }) => (
            <div key={queue}>
              <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
              <dl className="mt-2 grid grid-cols-4 gap-3">
                {QUEUE_STATES.map(({ key, label }) => (
                  <Figure key={key} label={label} value={metrics ? formatStat(i18n.locale, metrics[queue][key]) : null} />
                ))}
              </dl>
            </div>
          ))}
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-700">Server render times, last 24 hours</h3>
          {noRenders ? (
            <p className="mt-2 flex h-12 items-center text-sm text-slate-500">No server renders in the last 24 hours.</p>
          ) : (
            <dl className="mt-2 grid grid-cols-3 gap-3">
              <Figure label="Median (p50)" value={ms(renders?.p50Ms)} />
              <Figure label="p95" value={ms(renders?.p95Ms)} />
              <Figure label="Renders" value={renders ? formatStat(i18n.locale, renders.count) : null} />
            </dl>
          )}
        </div>
      </div>
    </Card>
  );
}
