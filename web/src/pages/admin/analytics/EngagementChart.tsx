import { useLingui } from "@lingui/react/macro";
import type { DailyStat } from "@twend/shared";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_COLOURS, COUNT_AXIS, dayAxis, dayTooltipLabel, TOOLTIP_STYLE } from "../../../features/admin/chart-theme.ts";
import { useChartAnimation } from "../../../features/admin/use-admin-stats.ts";

const BARS = [
  { key: "generations", name: "Generations" },
  { key: "downloads", name: "Downloads" },
] as const;

/** Generations and downloads side by side per UTC day. */
export function EngagementChart({ daily }: { daily: readonly DailyStat[] }) {
  const { i18n } = useLingui();
  const animate = useChartAnimation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
        <XAxis {...dayAxis(i18n.locale)} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={dayTooltipLabel(i18n.locale)} cursor={{ fill: "var(--chart-cursor)" }} />
        <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
        {BARS.map(({ key, name }) => (
          <Bar key={key} dataKey={key} name={name} fill={CHART_COLOURS[key]} radius={[6, 6, 0, 0]} maxBarSize={28} isAnimationActive={animate} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
