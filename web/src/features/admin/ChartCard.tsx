import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Card } from "../../components/ui/Card.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { CHART_HEIGHT_CLASS } from "./chart-theme.ts";

/** The spec's empty text for the dashboard's charts. */
export const NO_DATA_TEXT = "No data available";

export type ChartState = "loading" | "empty" | "ready";

interface ChartCardProps {
  id: string;
  title: string;
  description: string;
  state: ChartState;
  emptyText: string;
  /** Read out in place of the drawing, which screen readers cannot follow. */
  chartLabel: string;
  /** The chart, drawn only when `state` is "ready". */
  children: ReactNode;
  /** Beside the chart on wide screens: a legend with the numbers, say. */
  aside?: ReactNode;
}

/** A titled chart box of a fixed height whatever its state, so the page does not move as data arrives. */
export function ChartCard({ id, title, description, state, emptyText, chartLabel, children, aside }: ChartCardProps) {
  return (
    <Card as="section" aria-labelledby={id} className="flex min-w-0 flex-col p-4 sm:p-6">
      <h2 id={id} className="text-lg font-bold text-slate-950">
        {title}
      </h2>
      <p className="mt-0.5 text-sm text-slate-500">{description}</p>
      <div className={clsx("mt-5", CHART_HEIGHT_CLASS)}>
        {state === "loading" ? (
          <Skeleton className="size-full rounded-xl" />
        ) : state === "empty" ? (
          <p className="grid size-full place-items-center rounded-xl border border-dashed border-slate-300 bg-slate-50/60 text-sm text-slate-500">{emptyText}</p>
        ) : (
          <div className="flex size-full gap-4">
            <figure aria-label={chartLabel} className="min-w-0 flex-1">
              {children}
            </figure>
            {aside}
          </div>
        )}
      </div>
    </Card>
  );
}

export function chartState(loading: boolean, hasData: boolean): ChartState {
  if (loading) return "loading";
  return hasData ? "ready" : "empty";
}
