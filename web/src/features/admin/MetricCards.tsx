import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import { Card } from "../../components/ui/Card.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { formatStat } from "../dashboard/format-stat.ts";

export interface MetricCard {
  label: string;
  value: number;
  subtext: string;
  icon: LucideIcon;
  /** Background and text classes of the icon's tile. */
  tint: string;
}

/** The four totals of an admin page; while `loading`, bars of the same height stand in for the number and subtext. */
export function MetricCards({ cards, loading }: { cards: readonly MetricCard[]; loading: boolean }) {
  const { i18n } = useLingui();
  return (
    <dl aria-busy={loading} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, subtext, icon: Icon, tint }) => (
        <Card key={label} className="flex min-w-0 flex-col p-4 sm:p-5">
          <dt className="flex items-center justify-between gap-2">
            <span className="truncate text-sm font-medium text-slate-600">{label}</span>
            <span aria-hidden="true" className={clsx("grid size-9 shrink-0 place-items-center rounded-xl", tint)}>
              <Icon className="size-4.5" />
            </span>
          </dt>
          <dd className="mt-2 flex h-9 items-center">
            {loading ? (
              <Skeleton className="h-7 w-16" />
            ) : (
              <span className="text-2xl font-bold tracking-tight text-slate-950 tabular-nums sm:text-3xl">{formatStat(i18n.locale, value)}</span>
            )}
          </dd>
          <dd className="mt-1 flex h-5 items-center text-xs text-slate-500 sm:text-sm">
            {loading ? <Skeleton className="h-3.5 w-20" /> : <span className="truncate">{subtext}</span>}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
