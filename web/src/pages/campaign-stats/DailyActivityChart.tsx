import { useLingui } from "@lingui/react/macro";
import { directionOf, isLocale } from "@twend/shared";
import { useState } from "react";
import { Area, CartesianGrid, ComposedChart, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { ChartRow } from "../../features/analytics/analytics-format.ts";
import { formatCount } from "../../lib/format.ts";
import { ChartTooltip } from "./ChartTooltip.tsx";
import { SERIES, type SeriesKey } from "./series.ts";

const AXIS_TICK = { fontSize: 12, fill: "var(--chart-tick)" };
const VIEWS_FILL_ID = "twend-stats-views-fill";

interface DailyActivityChartProps {
  rows: readonly ChartRow[];
  visible: ReadonlySet<SeriesKey>;
}

/**
 * Views as a filled area (the largest series, the one the others are read against), the rest as
 * lines. "monotoneX" curves never dip below zero between two days, as other smoothings can.
 * The box has a fixed height, so the page does not move when the chart draws.
 * In a right-to-left language time runs from right to left, as the reader's eye does, and the counts stand on the right.
 */
export function DailyActivityChart({ rows, visible }: DailyActivityChartProps) {
  const { i18n } = useLingui();
  const [animate] = useState(() => !window.matchMedia("(prefers-reduced-motion: reduce)").matches);
  const rtl = isLocale(i18n.locale) && directionOf(i18n.locale) === "rtl";

  return (
    <div className="h-64 sm:h-80">
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: rtl ? 0 : 8, bottom: 0, left: rtl ? 8 : 0 }}>
          <defs>
            <linearGradient id={VIEWS_FILL_ID} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor={SERIES[0]?.colour} stopOpacity={0.28} />
              <stop offset="100%" stopColor={SERIES[0]?.colour} stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="var(--chart-grid)" />
          <XAxis dataKey="label" reversed={rtl} tickLine={false} axisLine={false} tick={AXIS_TICK} minTickGap={28} interval="preserveStartEnd" />
          <YAxis
            orientation={rtl ? "right" : "left"}
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            tick={AXIS_TICK}
            tickFormatter={(value: number) => formatCount(i18n.locale, value)}
            width={36}
          />
          <Tooltip
            cursor={{ stroke: "var(--chart-muted)", strokeWidth: 1 }}
            content={({ activeIndex }) => <ChartTooltip row={rows[Number(activeIndex)]} visible={visible} />}
          />
          {SERIES.filter((series) => visible.has(series.key)).map(({ key, label, colour }) =>
            key === "views" ? (
              <Area
                key={key}
                type="monotoneX"
                dataKey={key}
                name={i18n._(label)}
                stroke={colour}
                strokeWidth={2.5}
                fill={`url(#${VIEWS_FILL_ID})`}
                isAnimationActive={animate}
              />
            ) : (
              <Line
                key={key}
                type="monotoneX"
                dataKey={key}
                name={i18n._(label)}
                stroke={colour}
                strokeWidth={2}
                dot={false}
                activeDot={{ r: 4 }}
                isAnimationActive={animate}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
