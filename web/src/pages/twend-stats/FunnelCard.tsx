import type { CampaignAnalytics } from "@twend/shared";
import { ArrowRight } from "lucide-react";
import { Card } from "../../components/ui/Card.tsx";
import { rateBarPercent } from "../../features/analytics/analytics-format.ts";
import { formatCountOf } from "../../features/dashboard/format-stat.ts";
import { formatRate, type Ratio } from "../../lib/format.ts";

interface Step {
  from: string;
  to: string;
  rate: Ratio;
  detail: string;
  colour: string;
}

/** How many visitors made a DP, and how many of those DPs were downloaded, over the Twend's whole life. */
export function FunnelCard({ totals }: Pick<CampaignAnalytics, "totals">) {
  const steps: Step[] = [
    {
      from: "Views",
      to: "Generations",
      rate: { part: totals.generations, whole: totals.views },
      detail: `${formatCountOf(totals.generations, "DP", "DPs")} from ${formatCountOf(totals.views, "view", "views")}`,
      colour: "#0284c7",
    },
    {
      from: "Generations",
      to: "Downloads",
      rate: { part: totals.downloads, whole: totals.generations },
      detail: `${formatCountOf(totals.downloads, "download", "downloads")} of ${formatCountOf(totals.generations, "DP", "DPs")}`,
      colour: "#059669",
    },
  ];

  return (
    <Card as="section" aria-labelledby="funnel-title" className="p-4 sm:p-6">
      <h2 id="funnel-title" className="text-lg font-bold text-slate-950">
        Conversion
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">All time</p>
      <ul className="mt-5 space-y-5">
        {steps.map(({ from, to, rate, detail, colour }) => (
          <li key={to}>
            <div className="flex items-baseline justify-between gap-3">
              <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
                {from}
                <ArrowRight aria-hidden="true" className="size-3.5 text-slate-400" />
                <span className="sr-only">to</span>
                {to}
              </p>
              <p className="text-2xl font-bold text-slate-950 tabular-nums">{formatRate(rate)}</p>
            </div>
            <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
              <div className="h-full rounded-full" style={{ width: `${rateBarPercent(rate)}%`, backgroundColor: colour }} />
            </div>
            <p className="mt-1.5 text-xs text-slate-500">{detail}</p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
