import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { CampaignAnalytics } from "@twend/shared";
import Globe from "lucide-react/icons/globe";
import { Card } from "../../components/ui/Card.tsx";
import { rateBarPercent, referrerRows } from "../../features/analytics/analytics-format.ts";
import { formatStat } from "../../features/dashboard/format-stat.ts";
import { formatRate } from "../../lib/format.ts";

/** Where the Twend's views came from: the utm_source of its link, else the referring site. */
export function TopReferrers({ referrers, days }: Pick<CampaignAnalytics, "referrers" | "days">) {
  const { i18n } = useLingui();
  const rows = referrerRows(referrers);

  return (
    <Card as="section" aria-labelledby="referrers-title" className="p-4 sm:p-6">
      <h2 id="referrers-title" className="text-lg font-bold text-slate-950">
        <Trans>Top referrers</Trans>
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">
        <Plural value={days} one="Views of the last # day by source." other="Views of the last # days by source." />{" "}
        <Trans>
          Add <span dir="ltr">?utm_source=…</span> to a link you share to name its channel.
        </Trans>
      </p>
      {rows.length === 0 ? (
        <p className="mt-5 flex items-center gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-600">
          <Globe aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
          <Trans>No referrer data yet.</Trans>
        </p>
      ) : (
        <ol className="mt-5 space-y-3">
          {rows.map(({ id, source, views, share }) => {
            const viewCount = formatStat(i18n.locale, views);
            const rate = formatRate(i18n.locale, share);
            return (
              <li key={id} className="relative overflow-hidden rounded-xl bg-slate-50 px-3 py-2.5">
                <div aria-hidden="true" className="absolute inset-y-0 start-0 bg-brand-100" style={{ width: `${rateBarPercent(share)}%` }} />
                <div className="relative flex items-center justify-between gap-3 text-sm">
                  {/* A site's address or a utm_source reads left to right in every language. */}
                  {source === null ? (
                    <span className="min-w-0 truncate font-medium text-slate-800">
                      <Trans>Direct or unknown</Trans>
                    </span>
                  ) : (
                    <span dir="ltr" className="min-w-0 truncate font-medium text-slate-800">
                      {source}
                    </span>
                  )}
                  <span className="shrink-0 text-slate-600 tabular-nums">
                    {/* The figure is styled apart from its word, which follows the count's plural form. */}
                    <span className="font-semibold text-slate-950">{viewCount}</span> <Plural value={views} one="view" other="views" /> · {rate}
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
