import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from "recharts";
import type { CategoryCount } from "../../../features/admin/admin-stats.ts";
import { sliceColour, TOOLTIP_STYLE } from "../../../features/admin/chart-theme.ts";
import { useChartAnimation } from "../../../features/admin/use-admin-stats.ts";

/** Twends per category as a donut, one colour per slice (pieSlices keeps them within SLICE_COLOURS); the legend beside it gives the numbers. */
export function CategoriesChart({ categories }: { categories: readonly CategoryCount[] }) {
  const animate = useChartAnimation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart>
        <Pie data={categories} dataKey="count" nameKey="category" innerRadius="55%" outerRadius="90%" paddingAngle={1} isAnimationActive={animate}>
          {categories.map(({ category }, index) => (
            <Cell key={category} fill={sliceColour(index)} />
          ))}
        </Pie>
        <Tooltip {...TOOLTIP_STYLE} />
      </PieChart>
    </ResponsiveContainer>
  );
}
