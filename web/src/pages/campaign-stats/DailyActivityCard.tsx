import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { DailyCampaignStats } from "@twend/shared";
import { useMemo, useState } from "react";
import { Card } from "../../components/ui/Card.tsx";
import { chartRows } from "../../features/analytics/analytics-format.ts";
import { ActivityTable } from "./ActivityTable.tsx";
import { DailyActivityChart } from "./DailyActivityChart.tsx";
import { SERIES, type SeriesKey } from "./series.ts";
import { SeriesToggles } from "./SeriesToggles.tsx";

const ALL_SERIES: ReadonlySet<SeriesKey> = new Set(SERIES.map((series) => series.key));

export function DailyActivityCard({ daily, days }: { daily: readonly DailyCampaignStats[]; days: number }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const rows = useMemo(() => chartRows(locale, daily), [locale, daily]);
  const [visible, setVisible] = useState<ReadonlySet<SeriesKey>>(ALL_SERIES);

  function toggle(key: SeriesKey) {
    setVisible((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  }

  return (
    <Card as="section" aria-labelledby="daily-activity-title" className="p-4 sm:p-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div>
          <h2 id="daily-activity-title" className="text-lg font-bold text-slate-950">
            <Trans>Daily activity</Trans>
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">
            <Plural
              value={days}
              one="Last # day, by UTC day. Totals in the legend cover the same day."
              other="Last # days, by UTC day. Totals in the legend cover the same days."
            />
          </p>
        </div>
        <SeriesToggles daily={daily} visible={visible} onToggle={toggle} />
      </div>
      <figure
        className="mt-5"
        aria-label={t({
          message: plural(days, {
            one: "Chart of daily views, generations, downloads and shares over the last # day",
            other: "Chart of daily views, generations, downloads and shares over the last # days",
          }),
        })}
      >
        <DailyActivityChart rows={rows} visible={visible} />
      </figure>
      <ActivityTable rows={rows} />
    </Card>
  );
}
