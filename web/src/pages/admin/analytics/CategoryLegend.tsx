import { useLingui } from "@lingui/react/macro";
import type { CategoryCount } from "../../../features/admin/admin-stats.ts";
import { sliceColour } from "../../../features/admin/chart-theme.ts";
import { formatStat } from "../../../features/dashboard/format-stat.ts";
import { formatRate } from "../../../lib/format.ts";

/** The pie's categories with their counts and shares, in the slices' order and colours. */
export function CategoryLegend({ categories }: { categories: readonly CategoryCount[] }) {
  const { i18n } = useLingui();
  const total = categories.reduce((sum, { count }) => sum + count, 0);
  return (
    <ul className="w-36 shrink-0 space-y-1.5 self-center overflow-y-auto text-xs sm:w-44 sm:text-sm">
      {categories.map(({ category, count }, index) => (
        <li key={category} className="flex items-center gap-2">
          <span aria-hidden="true" className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: sliceColour(index) }} />
          <span className="min-w-0 flex-1 truncate text-slate-700">{category}</span>
          <span className="font-semibold text-slate-950 tabular-nums">{formatStat(i18n.locale, count)}</span>
          <span className="w-12 shrink-0 text-right text-slate-500 tabular-nums">{formatRate(i18n.locale, { part: count, whole: total })}</span>
        </li>
      ))}
    </ul>
  );
}
