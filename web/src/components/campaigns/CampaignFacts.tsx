import { Trans, useLingui } from "@lingui/react/macro";
import type { CampaignListItem } from "@twend/shared";
import { clsx } from "clsx";
import CalendarDays from "lucide-react/icons/calendar-days";
import Download from "lucide-react/icons/download";
import Eye from "lucide-react/icons/eye";
import { formatDate, formatGenerations, formatViews } from "../../lib/format.ts";

export function ViewCount({ views }: { views: number }) {
  const { i18n } = useLingui();
  return (
    <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-600">
      <Eye aria-hidden="true" className="size-3.5" />
      {formatViews(i18n, views)}
    </span>
  );
}

/** Generations and creation date: the facts the browse list shows beyond a home card's. */
export function CampaignFacts({ campaign, className }: { campaign: Pick<CampaignListItem, "total_downloads" | "created_at">; className?: string }) {
  const { i18n } = useLingui();
  const created = formatDate(i18n.locale, campaign.created_at);
  return (
    <span className={clsx("flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600", className)}>
      <span className="inline-flex items-center gap-1">
        <Download aria-hidden="true" className="size-3.5" />
        {formatGenerations(i18n, campaign.total_downloads)}
      </span>
      {created ? (
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden="true" className="size-3.5" />
          <Trans>
            <span className="sr-only">Created </span>
            <time dateTime={campaign.created_at}>{created}</time>
          </Trans>
        </span>
      ) : null}
    </span>
  );
}
