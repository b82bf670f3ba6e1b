import { useLingui } from "@lingui/react/macro";
import type { CampaignAnalytics } from "@twend/shared";
import { Card } from "../../components/ui/Card.tsx";
import { formatStat } from "../../features/dashboard/format-stat.ts";
import { SERIES } from "./series.ts";

/** All-time totals, the same numbers as the Twend's dashboard card. */
export function TotalsGrid({ totals }: { totals: CampaignAnalytics["totals"] }) {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {SERIES.map(({ key, label, colour }) => (
        <Card key={key} className="min-w-0 p-4 sm:p-5">
          <dt className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: colour }} />
            {i18n._(label)}
          </dt>
          <dd className="mt-2 text-2xl font-bold tracking-tight text-slate-950 tabular-nums sm:text-3xl">{formatStat(i18n.locale, totals[key])}</dd>
        </Card>
      ))}
    </dl>
  );
}
