import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { CampaignAnalytics } from "@twend/shared";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Card } from "../../components/ui/Card.tsx";
import { rateBarPercent } from "../../features/analytics/analytics-format.ts";
import { formatStat } from "../../features/dashboard/format-stat.ts";
import { formatRate, type Ratio } from "../../lib/format.ts";

interface Step {
  id: "generations" | "downloads";
  from: string;
  to: string;
  rate: Ratio;
  detail: string;
  colour: string;
}

/** "12 DPs", "1 view", "40 downloads", with the figures the cards show. */
function countOf(i18n: I18n, unit: "dp" | "view" | "download", value: number): string {
  const count = formatStat(i18n.locale, value);
  switch (unit) {
    case "dp":
      return i18n._(msg({ message: plural(value, { one: `${count} DP`, other: `${count} DPs` }) }));
    case "view":
      return i18n._(msg({ message: plural(value, { one: `${count} view`, other: `${count} views` }) }));
    case "download":
      return i18n._(msg({ message: plural(value, { one: `${count} download`, other: `${count} downloads` }) }));
  }
}

/** How many visitors made a DP, and how many of those DPs were downloaded, over the Twend's whole life. */
export function FunnelCard({ totals }: Pick<CampaignAnalytics, "totals">) {
  const { t, i18n } = useLingui();
  const dps = countOf(i18n, "dp", totals.generations);
  const views = countOf(i18n, "view", totals.views);
  const downloads = countOf(i18n, "download", totals.downloads);
  const steps: Step[] = [
    {
      id: "generations",
      from: t`Views`,
      to: t`Generations`,
      rate: { part: totals.generations, whole: totals.views },
      detail: t`${dps} from ${views}`,
      colour: "#0284c7",
    },
    {
      id: "downloads",
      from: t`Generations`,
      to: t`Downloads`,
      rate: { part: totals.downloads, whole: totals.generations },
      detail: t`${downloads} of ${dps}`,
      colour: "#059669",
    },
  ];

  return (
    <Card as="section" aria-labelledby="funnel-title" className="p-4 sm:p-6">
      <h2 id="funnel-title" className="text-lg font-bold text-slate-950">
        <Trans>Conversion</Trans>
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">
        <Trans>All time</Trans>
      </p>
      <ul className="mt-5 space-y-5">
        {steps.map(({ id, from, to, rate, detail, colour }) => (
          <li key={id}>
            <div className="flex items-baseline justify-between gap-3">
              <p className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
                <Trans>
                  {from} <ArrowRight aria-hidden="true" className="size-3.5 text-slate-400 rtl:-scale-x-100" /> <span className="sr-only">to</span> {to}
                </Trans>
              </p>
              <p className="text-2xl font-bold text-slate-950 tabular-nums">{formatRate(i18n.locale, rate)}</p>
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
