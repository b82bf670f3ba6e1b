import { ChevronDown } from "lucide-react";
import { type ChartRow, formatFullDay } from "../../features/analytics/analytics-format.ts";
import { SERIES } from "./series.ts";

/** The chart's numbers as a table: readable without a mouse or sight, and copyable. Newest day first. */
export function ActivityTable({ rows }: { rows: readonly ChartRow[] }) {
  return (
    <details className="group mt-4 rounded-xl border border-slate-200">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 text-sm font-medium text-slate-700 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        Show the numbers as a table
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <div className="max-h-96 overflow-auto border-t border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Daily activity, newest day first</caption>
          <thead className="sticky top-0 bg-slate-50 text-xs text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                Day
              </th>
              {SERIES.map(({ key, label }) => (
                <th key={key} scope="col" className="px-4 py-2 text-right font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {[...rows].reverse().map((row) => (
              <tr key={row.date}>
                <th scope="row" className="px-4 py-2 font-medium whitespace-nowrap text-slate-700">
                  {formatFullDay(row.date)}
                </th>
                {SERIES.map(({ key }) => (
                  <td key={key} className="px-4 py-2 text-right text-slate-900 tabular-nums">
                    {row[key]}
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
