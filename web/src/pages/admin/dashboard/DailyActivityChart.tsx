import { useLingui } from "@lingui/react/macro";
import type { DailyStat } from "@twend/shared";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_COLOURS, COUNT_AXIS, dayAxis, dayTooltipLabel, TOOLTIP_STYLE } from "../../../features/admin/chart-theme.ts";
import { useChartAnimation } from "../../../features/admin/use-admin-stats.ts";

const LINES = [
  { key: "visits", name: "Visits" },
  { key: "generations", name: "Generations" },
] as const;

/** Visits and generations per UTC day; "monotoneX" never dips below zero between two days. */
export function DailyActivityChart({ daily }: { daily: readonly DailyStat[] }) {
  const { i18n } = useLingui();
  const animate = useChartAnimation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
        <XAxis {...dayAxis(i18n.locale)} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={dayTooltipLabel(i18n.locale)} />
        <Legend iconType="circle" wrapperStyle={{ fontSize: 12 }} />
        {LINES.map(({ key, name }) => (
          <Line
            key={key}
            type="monotoneX"
            dataKey={key}
            name={name}
            stroke={CHART_COLOURS[key]}
            strokeWidth={2.5}
            dot={false}
            activeDot={{ r: 4 }}
            isAnimationActive={animate}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
