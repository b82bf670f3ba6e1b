import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import type { DailyCampaignStats } from "@twend/shared";
import { windowTotal } from "../../features/analytics/analytics-format.ts";
import { formatStat } from "../../features/dashboard/format-stat.ts";
import { SERIES, type SeriesKey } from "./series.ts";

interface SeriesTogglesProps {
  daily: readonly DailyCampaignStats[];
  visible: ReadonlySet<SeriesKey>;
  onToggle: (key: SeriesKey) => void;
}

/** The chart's legend, with each series' total over the window; each entry shows or hides its line. */
export function SeriesToggles({ daily, visible, onToggle }: SeriesTogglesProps) {
  const { t, i18n } = useLingui();
  return (
    <ul aria-label={t`Series shown`} className="flex flex-wrap gap-2">
      {SERIES.map(({ key, label, colour }) => {
        const on = visible.has(key);
        return (
          <li key={key}>
            <button
              type="button"
              aria-pressed={on}
              onClick={() => onToggle(key)}
              className={clsx(
                "inline-flex h-9 items-center gap-2 rounded-full px-3 text-sm font-medium ring-1 transition-colors ring-inset",
                on ? "bg-surface text-slate-900 ring-slate-300 shadow-xs" : "bg-slate-50 text-slate-500 ring-slate-200",
              )}
            >
              <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: on ? colour : "var(--chart-muted)" }} />
              {i18n._(label)}
              <span className="tabular-nums text-slate-500">{formatStat(i18n.locale, windowTotal(daily, key))}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
