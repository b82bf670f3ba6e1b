import { useLingui } from "@lingui/react/macro";
import { Card } from "../../../components/ui/Card.tsx";
import { Skeleton } from "../../../components/ui/Skeleton.tsx";
import type { PerformanceSummary } from "../../../features/admin/admin-stats.ts";
import { formatRate } from "../../../lib/format.ts";

/** The spec's four summary figures; null while loading. */
export function PerformanceSummaryCard({ summary }: { summary: PerformanceSummary | null }) {
  const { i18n } = useLingui();
  const averages = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 });
  const figures = [
    { label: "Average Daily Visits", value: summary && averages.format(summary.averageDailyVisits), note: "Last 7 days" },
    { label: "Average Daily Downloads", value: summary && averages.format(summary.averageDailyDownloads), note: "Last 7 days" },
    { label: "Conversion Rate", value: summary && formatRate(i18n.locale, summary.conversion), note: "Downloads per visit, all time" },
    { label: "Share Rate", value: summary && formatRate(i18n.locale, summary.share), note: "Shares per download, all time" },
  ];
  return (
    <Card as="section" aria-labelledby="performance-summary-title" aria-busy={summary === null} className="p-4 sm:p-6">
      <h2 id="performance-summary-title" className="text-lg font-bold text-slate-950">
        Performance Summary
      </h2>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-6">
        {figures.map(({ label, value, note }) => (
          <div key={label} className="min-w-0">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 flex h-9 items-center text-2xl font-bold text-slate-950 tabular-nums sm:text-3xl">{value ?? <Skeleton className="h-7 w-16" />}</dd>
            <dd className="mt-0.5 text-xs text-slate-500">{note}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
