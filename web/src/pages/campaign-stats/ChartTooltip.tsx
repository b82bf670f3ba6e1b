import { useLingui } from "@lingui/react/macro";
import { type ChartRow, formatFullDay } from "../../features/analytics/analytics-format.ts";
import { formatInteger } from "../../lib/format.ts";
import { SERIES, type SeriesKey } from "./series.ts";

interface ChartTooltipProps {
  row: ChartRow | undefined;
  visible: ReadonlySet<SeriesKey>;
}

/** The hovered day in full, with every shown series, in the card style of the page. */
export function ChartTooltip({ row, visible }: ChartTooltipProps) {
  const { i18n } = useLingui();
  if (!row) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-surface px-3 py-2.5 text-xs shadow-lg shadow-slate-900/10">
      <p className="font-semibold text-slate-950">{formatFullDay(i18n.locale, row.date)}</p>
      <ul className="mt-1.5 space-y-1">
        {SERIES.filter((series) => visible.has(series.key)).map(({ key, label, colour }) => (
          <li key={key} className="flex items-center justify-between gap-6 text-slate-600">
            <span className="flex items-center gap-1.5">
              <span aria-hidden="true" className="size-2 rounded-full" style={{ backgroundColor: colour }} />
              {i18n._(label)}
            </span>
            <span className="font-semibold text-slate-950 tabular-nums">{formatInteger(i18n.locale, row[key])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
