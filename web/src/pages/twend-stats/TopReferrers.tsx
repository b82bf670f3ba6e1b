import type { CampaignAnalytics } from "@twend/shared";
import { Globe } from "lucide-react";
import { Card } from "../../components/ui/Card.tsx";
import { rateBarPercent, referrerRows } from "../../features/analytics/analytics-format.ts";
import { formatStat } from "../../features/dashboard/format-stat.ts";
import { formatRate } from "../../lib/format.ts";

/** Where the Twend's views came from: the utm_source of its link, else the referring site. */
export function TopReferrers({ referrers, days }: Pick<CampaignAnalytics, "referrers" | "days">) {
  const rows = referrerRows(referrers);

  return (
    <Card as="section" aria-labelledby="referrers-title" className="p-4 sm:p-6">
      <h2 id="referrers-title" className="text-lg font-bold text-slate-950">
        Top referrers
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">Views of the last {days} days by source. Add ?utm_source=… to a link you share to name its channel.</p>
      {rows.length === 0 ? (
        <p className="mt-5 flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
          <Globe aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          No referrer data yet.
        </p>
      ) : (
        <ol className="mt-5 space-y-3">
          {rows.map(({ source, views, share }) => (
            <li key={source} className="relative overflow-hidden rounded-xl bg-slate-50 px-3 py-2.5">
              <div aria-hidden="true" className="absolute inset-y-0 left-0 bg-brand-100" style={{ width: `${rateBarPercent(share)}%` }} />
              <div className="relative flex items-center justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-slate-800">{source}</span>
                <span className="shrink-0 text-slate-600 tabular-nums">
                  <span className="font-semibold text-slate-950">{formatStat(views)}</span> {views === 1 ? "view" : "views"} · {formatRate(share)}
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
