import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { PublicCampaign } from "@twend/shared";
import Download from "lucide-react/icons/download";
import Eye from "lucide-react/icons/eye";
import Share2 from "lucide-react/icons/share-2";
import { formatCount } from "../../lib/format.ts";
import { Card } from "../../components/ui/Card.tsx";

export function CampaignStats({ campaign }: { campaign: PublicCampaign }) {
  const { i18n } = useLingui();
  const stats = [
    { label: msg`Views`, value: campaign.total_views, icon: Eye },
    { label: msg`Generations`, value: campaign.total_downloads, icon: Download },
    { label: msg`Shares`, value: campaign.total_shares, icon: Share2 },
  ] as const;

  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {stats.map((stat) => (
        <Card key={stat.label.id} className="min-w-0 p-2.5 sm:p-4">
          <dt className="flex flex-col items-start gap-1 text-xs font-medium text-slate-500 sm:flex-row sm:items-center sm:gap-1.5">
            <stat.icon aria-hidden="true" className="size-3.5" />
            {i18n._(stat.label)}
          </dt>
          <dd className="mt-1 text-xl font-bold text-slate-950 sm:text-2xl">{formatCount(i18n.locale, stat.value)}</dd>
        </Card>
      ))}
    </dl>
  );
}
