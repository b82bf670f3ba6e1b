import { useLingui } from "@lingui/react/macro";
import { backgroundImageSet, type CampaignListItem } from "@twend/shared";
import { clsx } from "clsx";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "wouter";
import { Badge } from "../ui/Badge.tsx";
import { Card } from "../ui/Card.tsx";
import { Skeleton } from "../ui/Skeleton.tsx";
import { categoryLabel } from "./category-labels.ts";
import { LINK_CARD_FOCUS, STRETCHED_LINK } from "./card-link.ts";
import { CoverImage } from "./CoverImage.tsx";
import { coverUrl, campaignPath } from "./cover-url.ts";
import { CampaignFacts, ViewCount } from "./CampaignFacts.tsx";

const ROW = "flex items-center gap-3 p-2.5 sm:gap-5 sm:p-3";
const THUMB = "size-20 shrink-0 overflow-hidden rounded-xl sm:size-24";
/** Twice the largest box, for sharp thumbnails on dense screens. */
const THUMB_PIXELS = 192;
/** THUMB's box (`size-20`, `sm:size-24`), for the browser to pick the copy its screen needs. */
const THUMB_SIZES = "(min-width: 640px) 96px, 80px";

/** The browse list's rows: the same facts as its cards, one Twend per line. */
export function CampaignList({ campaigns, label }: { campaigns: readonly CampaignListItem[]; label: string }) {
  const { i18n } = useLingui();
  return (
    <ul aria-label={label} className="flex list-none flex-col gap-3">
      {campaigns.map((campaign) => (
        <li key={campaign.id}>
          <Card as="article" interactive className={clsx("group relative", ROW, LINK_CARD_FOCUS)}>
            <div className={clsx(THUMB, "bg-slate-100")}>
              {/* Decorative: the title beside it names the row. */}
              <CoverImage
                src={coverUrl(campaign)}
                imageSet={backgroundImageSet(campaign.background_variants, THUMB_SIZES)}
                alt=""
                width={THUMB_PIXELS}
                height={THUMB_PIXELS}
                className="size-full transition-transform duration-300 group-hover:scale-[1.05]"
              />
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <h3 dir="auto" className="line-clamp-2 text-sm leading-snug font-semibold text-slate-950 sm:text-base">
                <Link to={campaignPath(campaign.short_id)} className={STRETCHED_LINK}>
                  {campaign.title}
                </Link>
              </h3>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <Badge>{categoryLabel(i18n, campaign.category)}</Badge>
                <ViewCount views={campaign.total_views} />
              </div>
              <CampaignFacts campaign={campaign} />
            </div>
            <ChevronRight
              aria-hidden="true"
              className="me-1 hidden size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600 sm:block rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function CampaignListSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} className={ROW}>
          <Skeleton className={clsx(THUMB, "rounded-xl")} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-2/3 sm:h-5" />
            <Skeleton className="h-5 w-28 rounded-full" />
            <Skeleton className="h-3.5 w-1/2" />
          </div>
        </Card>
      ))}
    </div>
  );
}
