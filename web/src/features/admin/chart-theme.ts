import { formatDayLabel, formatFullDay } from "../analytics/analytics-format.ts";

/** One colour per measure on every admin chart, the same hues as a Twend's own analytics. */
export const CHART_COLOURS = {
  visits: "#7c3aed",
  generations: "#0284c7",
  downloads: "#059669",
} as const;

/** Slices of the categories pie, in order; neighbours differ in hue and lightness. */
export const SLICE_COLOURS = ["#7c3aed", "#0284c7", "#059669", "#db2777", "#d97706", "#0d9488", "#4f46e5", "#dc2626", "#65a30d", "#64748b"] as const;

export function sliceColour(index: number): string {
  return SLICE_COLOURS[index % SLICE_COLOURS.length] ?? SLICE_COLOURS[0];
}

/** Chart boxes have this fixed height, loading and empty states too, so nothing moves when data arrives. */
export const CHART_HEIGHT_CLASS = "h-72";

export const AXIS_TICK = { fontSize: 12, fill: "var(--chart-tick)" };

/** The days are UTC dates: the axis shows "Nov 23" (in English), the tooltip the full day, in `locale`. */
export function dayAxis(locale: string) {
  return { dataKey: "date", tickFormatter: (day: string) => formatDayLabel(locale, day), tickLine: false, axisLine: false, tick: AXIS_TICK } as const;
}

export const COUNT_AXIS = { allowDecimals: false, tickLine: false, axisLine: false, tick: AXIS_TICK, width: 40 } as const;

export const TOOLTIP_STYLE = {
  contentStyle: {
    borderRadius: 12,
    border: "1px solid var(--chart-grid)",
    backgroundColor: "var(--color-surface)",
    boxShadow: "0 10px 15px -3px rgb(15 23 42 / 0.1)",
    fontSize: 12,
  },
  labelStyle: { fontWeight: 600, color: "var(--text-color-slate-950)" },
} as const;

export function dayTooltipLabel(locale: string): (label: unknown) => string {
  return (label) => (typeof label === "string" ? formatFullDay(locale, label) : String(label));
}
