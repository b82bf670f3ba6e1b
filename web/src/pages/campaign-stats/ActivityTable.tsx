import { Trans, useLingui } from "@lingui/react/macro";
import ChevronDown from "lucide-react/icons/chevron-down";
import { type ChartRow, formatFullDay } from "../../features/analytics/analytics-format.ts";
import { formatInteger } from "../../lib/format.ts";
import { SERIES } from "./series.ts";

/** The chart's numbers as a table: readable without a mouse or sight, and copyable. Newest day first. */
export function ActivityTable({ rows }: { rows: readonly ChartRow[] }) {
  const { i18n } = useLingui();
  return (
    <details className="group mt-4 rounded-xl border border-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-medium text-slate-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <Trans>Show the numbers as a table</Trans>
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="max-h-96 overflow-auto border-t border-slate-200">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">
            <Trans>Daily activity, newest day first</Trans>
          </caption>
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                <Trans>Day</Trans>
              </th>
              {SERIES.map(({ key, label }) => (
                <th key={key} scope="col" className="px-4 py-2 text-end font-semibold">
                  {i18n._(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...rows].reverse().map((row) => (
              <tr key={row.date}>
                <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap text-slate-700">
                  {formatFullDay(i18n.locale, row.date)}
                </th>
                {SERIES.map(({ key }) => (
                  <td key={key} className="px-4 py-2 text-end text-slate-900 tabular-nums">
                    {formatInteger(i18n.locale, row[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
