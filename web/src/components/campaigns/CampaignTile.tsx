import { Trans, useLingui } from "@lingui/react/macro";
import { backgroundImageSet, type CampaignCard } from "@twend/shared";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { formatInteger } from "../../lib/format.ts";
import { Badge } from "../ui/Badge.tsx";
import { Card } from "../ui/Card.tsx";
import { categoryLabel } from "./category-labels.ts";
import { LINK_CARD_FOCUS, STRETCHED_LINK } from "./card-link.ts";
import { CoverImage } from "./CoverImage.tsx";
import { coverUrl, campaignPath } from "./cover-url.ts";
import { ViewCount } from "./CampaignFacts.tsx";

interface CampaignTileProps {
  campaign: CampaignCard;
  /** The cover's `sizes`: how wide the grid lays the card out at each breakpoint. */
  coverSizes: string;
  /** Position in a ranked list (trending); omitted elsewhere. */
  rank?: number;
  /** More facts under the category line, where the list has them (browse). */
  details?: ReactNode;
}

const COVER_SIZE = 480;

export function CampaignTile({ campaign, coverSizes, rank, details }: CampaignTileProps) {
  const { i18n } = useLingui();
  const position = rank === undefined ? null : formatInteger(i18n.locale, rank);
  return (
    <Card as="article" interactive className={clsx("group relative flex h-full flex-col overflow-hidden", LINK_CARD_FOCUS)}>
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        {/* Decorative: the title right below names the card. */}
        <CoverImage
          src={coverUrl(campaign)}
          imageSet={backgroundImageSet(campaign.background_variants, coverSizes)}
          alt=""
          width={COVER_SIZE}
          height={COVER_SIZE}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {position !== null ? (
          <span className="absolute start-2 top-2 grid h-8 min-w-8 place-items-center rounded-full bg-linear-to-br from-brand-600 to-accent-600 px-2 text-sm font-bold text-white shadow-md ring-2 ring-white/80">
            <Trans>
              <span className="sr-only">Rank </span>
              {position}
            </Trans>
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 dir="auto" className="line-clamp-2 text-sm leading-snug font-semibold text-slate-950 sm:text-base">
          <Link to={campaignPath(campaign.short_id)} className={STRETCHED_LINK}>
            {campaign.title}
          </Link>
        </h3>
        <div className="mt-auto flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
          <Badge>{categoryLabel(i18n, campaign.category)}</Badge>
          <ViewCount views={campaign.total_views} />
        </div>
        {details ? <div className="border-t border-slate-100 pt-2">{details}</div> : null}
      </div>
    </Card>
  );
}
