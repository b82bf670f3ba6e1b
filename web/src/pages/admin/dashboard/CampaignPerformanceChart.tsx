import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { CampaignDownloads } from "../../../features/admin/use-admin-stats.ts";
import { AXIS_TICK, CHART_COLOURS, COUNT_AXIS, TOOLTIP_STYLE } from "../../../features/admin/chart-theme.ts";
import { useChartAnimation } from "../../../features/admin/use-admin-stats.ts";

const TITLE_CHARS = 18;

function shortTitle(title: string): string {
  return title.length > TITLE_CHARS ? `${title.slice(0, TITLE_CHARS - 1)}…` : title;
}

/** Downloads per Twend as horizontal bars: titles are too long to sit under upright ones. */
export function CampaignPerformanceChart({ campaigns }: { campaigns: readonly CampaignDownloads[] }) {
  const animate = useChartAnimation();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={campaigns} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid horizontal={false} stroke="var(--chart-grid)" />
        <XAxis type="number" {...COUNT_AXIS} />
        <YAxis type="category" dataKey="title" tickFormatter={shortTitle} tickLine={false} axisLine={false} tick={AXIS_TICK} width={130} interval={0} />
        <Tooltip {...TOOLTIP_STYLE} cursor={{ fill: "var(--chart-cursor)" }} />
        <Bar dataKey="downloads" name="Downloads" fill={CHART_COLOURS.downloads} radius={[0, 6, 6, 0]} maxBarSize={18} isAnimationActive={animate} />
      </BarChart>
    </ResponsiveContainer>
  );
}
