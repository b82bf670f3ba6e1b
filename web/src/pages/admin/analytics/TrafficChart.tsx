import { useLingui } from "@lingui/react/macro";
import type { DailyStat } from "@twend/shared";
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_COLOURS, COUNT_AXIS, dayAxis, dayTooltipLabel, TOOLTIP_STYLE } from "../../../features/admin/chart-theme.ts";
import { useChartAnimation } from "../../../features/admin/use-admin-stats.ts";

const FILL_ID = "admin-traffic-fill";

/** Visits per UTC day as a filled area. */
export function TrafficChart({ daily }: { daily: readonly DailyStat[] }) {
  const { i18n } = useLingui();
  const animate = useChartAnimation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={daily} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id={FILL_ID} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={CHART_COLOURS.visits} stopOpacity={0.3} />
            <stop offset="100%" stopColor={CHART_COLOURS.visits} stopOpacity={0} />
          </linearGradient>
        </defs>
        <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
        <XAxis {...dayAxis(i18n.locale)} />
        <YAxis {...COUNT_AXIS} />
        <Tooltip {...TOOLTIP_STYLE} labelFormatter={dayTooltipLabel(i18n.locale)} />
        <Area type="monotoneX" dataKey="visits" name="Visits" stroke={CHART_COLOURS.visits} strokeWidth={2.5} fill={`url(#${FILL_ID})`} isAnimationActive={animate} />
      </AreaChart>
    </ResponsiveContainer>
  );
}
