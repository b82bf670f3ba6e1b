import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { CreatorStats } from "@twend/shared";
import { clsx } from "clsx";
import Eye from "lucide-react/icons/eye";
import Images from "lucide-react/icons/images";
import type { LucideIcon } from "lucide-react";
import Share2 from "lucide-react/icons/share-2";
import Sparkles from "lucide-react/icons/sparkles";
import { Card } from "../../components/ui/Card.tsx";
import { ErrorState } from "../../components/ui/ErrorState.tsx";
import { Skeleton } from "../../components/ui/Skeleton.tsx";
import { formatStat } from "../../features/dashboard/format-stat.ts";
import { useCreatorStats } from "../../features/dashboard/use-dashboard.ts";

interface StatCard {
  label: MessageDescriptor;
  value: (stats: CreatorStats) => number;
  icon: LucideIcon;
  tint: string;
}

// Generations are the server's downloads count: the spec shows total_downloads as 'Generations'.
const CARDS: readonly StatCard[] = [
  { label: msg`Twends`, value: (s) => s.totalCampaigns, icon: Images, tint: "bg-brand-100 text-brand-700" },
  { label: msg`Views`, value: (s) => s.totalViews, icon: Eye, tint: "bg-sky-100 text-sky-700" },
  { label: msg`Generations`, value: (s) => s.totalDownloads, icon: Sparkles, tint: "bg-emerald-100 text-emerald-700" },
  { label: msg`Shares`, value: (s) => s.totalShares, icon: Share2, tint: "bg-pink-100 text-pink-700" },
];

/** The four totals; the icon sits beside the number, so a label as long as 'Generations' fits a 320 px row of two. */
export function StatCards() {
  const { t, i18n } = useLingui();
  const stats = useCreatorStats();

  if (stats.isError) {
    return <ErrorState message={t`We couldn't load your totals.`} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  }
  return (
    <dl aria-busy={stats.isPending} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ label, value, icon: Icon, tint }) => (
        <Card key={label.id} className="min-w-0 p-4 sm:p-5">
          <dt className="truncate text-sm font-medium text-slate-600">{i18n._(label)}</dt>
          <dd className="mt-2 flex h-10 items-center justify-between gap-2">
            {stats.isPending ? (
              <Skeleton className="h-7 w-14" />
            ) : (
              <span className="text-2xl font-bold tracking-tight text-slate-950 tabular-nums sm:text-3xl">{formatStat(i18n.locale, value(stats.data))}</span>
            )}
            <span aria-hidden="true" className={clsx("grid size-9 shrink-0 place-items-center rounded-xl sm:size-10", tint)}>
              <Icon className="size-4.5 sm:size-5" />
            </span>
          </dd>
        </Card>
      ))}
    </dl>
  );
}
