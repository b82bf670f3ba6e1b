import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { OwnerCampaign } from "@twend/shared";
import Eye from "lucide-react/icons/eye";
import type { LucideIcon } from "lucide-react";
import Sparkles from "lucide-react/icons/sparkles";
import { type ReactNode, useId } from "react";
import { categoryLabel } from "../../components/campaigns/category-labels.ts";
import { CoverImage } from "../../components/campaigns/CoverImage.tsx";
import { coverUrl } from "../../components/campaigns/cover-url.ts";
import { Badge } from "../../components/ui/Badge.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { formatStat } from "../../features/dashboard/format-stat.ts";
import { formatDate } from "../../lib/format.ts";
import { OwnerCampaignActions } from "./OwnerCampaignActions.tsx";

/** Square like most Twends, so their artwork fills the box; other shapes are letterboxed, never cropped. */
const COVER_SIZE = 640;

interface OwnerCampaignCardProps {
  campaign: OwnerCampaign;
  onDelete: (campaign: OwnerCampaign) => void;
}

export function OwnerCampaignCard({ campaign, onDelete }: OwnerCampaignCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const created = formatDate(i18n.locale, campaign.created_at);
  const viewCount = campaign.total_views;
  const views = formatStat(i18n.locale, viewCount);
  const generationCount = campaign.total_downloads;
  const generations = formatStat(i18n.locale, generationCount);

  return (
    <Card as="article" aria-labelledby={titleId} className="flex h-full flex-col overflow-hidden">
      <div className="aspect-square overflow-hidden border-b border-slate-100 bg-slate-100">
        {/* Decorative: the title below names the card. */}
        <CoverImage src={coverUrl(campaign)} alt="" width={COVER_SIZE} height={COVER_SIZE} className="size-full" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        {/* Above the title rather than over the artwork, where it would hide a part of it. */}
        <div className="mb-2 flex items-center justify-between gap-2">
          <Badge>{categoryLabel(i18n, campaign.category)}</Badge>
          {campaign.is_active ? null : (
            <span className="shrink-0 rounded-full bg-slate-900/80 px-2.5 py-0.5 text-xs font-medium text-white">
              <Trans>Inactive</Trans>
            </span>
          )}
        </div>
        <h3 id={titleId} className="line-clamp-2 text-base leading-snug font-semibold break-words text-slate-950">
          {campaign.title}
        </h3>
        {created ? (
          <p className="mt-1 text-xs text-slate-500">
            <Trans>
              Created <time dateTime={campaign.created_at}>{created}</time>
            </Trans>
          </p>
        ) : null}
        <dl className="mt-3 mb-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
          <CardStat label={t`Views`} icon={Eye} tint="text-sky-600">
            {/* The figure is styled apart from its word, which follows the count's plural form. */}
            <Figure>{views}</Figure>{" "}
            <Unit>
              <Plural value={viewCount} one="view" other="views" />
            </Unit>
          </CardStat>
          <CardStat label={t`Generations`} icon={Sparkles} tint="text-emerald-600">
            <Figure>{generations}</Figure>{" "}
            <Unit>
              <Plural value={generationCount} one="generation" other="generations" />
            </Unit>
          </CardStat>
        </dl>
        <div className="mt-auto border-t border-slate-100 pt-4">
          <OwnerCampaignActions campaign={campaign} onDelete={onDelete} />
        </div>
      </div>
    </Card>
  );
}

interface CardStatProps {
  label: string;
  icon: LucideIcon;
  tint: string;
  /** The figure and its unit, as one message so each language orders and inflects them its own way. */
  children: ReactNode;
}

/** "12 views": the term is read from <dt>, so the visible unit is hidden from screen readers to avoid saying it twice. */
function CardStat({ label, icon: Icon, tint, children }: CardStatProps) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-1.5">
        <Icon aria-hidden="true" className={`size-4 ${tint}`} />
        <span>{children}</span>
      </dd>
    </div>
  );
}

function Figure({ children }: { children?: ReactNode }) {
  return <span className="font-semibold tabular-nums">{children}</span>;
}

function Unit({ children }: { children?: ReactNode }) {
  return (
    <span aria-hidden="true" className="text-slate-500">
      {children}
    </span>
  );
}
