import type { CampaignCard } from "@twend/shared";
import { Eye } from "lucide-react";
import { Link } from "react-router";
import { formatViews } from "../../lib/format.ts";
import { Badge } from "../ui/Badge.tsx";
import { Card } from "../ui/Card.tsx";
import { CoverImage } from "./CoverImage.tsx";
import { coverUrl, twendPath } from "./cover-url.ts";

interface TwendCardProps {
  twend: CampaignCard;
  /** Position in a ranked list (trending); omitted elsewhere. */
  rank?: number;
}

const COVER_SIZE = 480;

/**
 * The whole card is clickable through the title link's stretched ::after, so the
 * link's accessible name is just the Twend's title.
 */
export function TwendCard({ twend, rank }: TwendCardProps) {
  return (
    <Card
      as="article"
      interactive
      className="group relative flex h-full flex-col overflow-hidden has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-600"
    >
      <div className="relative aspect-square overflow-hidden bg-slate-100">
        {/* Decorative: the title right below names the card. */}
        <CoverImage
          src={coverUrl(twend)}
          alt=""
          width={COVER_SIZE}
          height={COVER_SIZE}
          className="size-full transition-transform duration-300 group-hover:scale-[1.03]"
        />
        {rank !== undefined ? (
          <span className="absolute top-2 left-2 grid h-8 min-w-8 place-items-center rounded-full bg-linear-to-br from-brand-600 to-accent-600 px-2 text-sm font-bold text-white shadow-md ring-2 ring-white/80">
            <span className="sr-only">Rank </span>
            {rank}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        <h3 className="line-clamp-2 text-sm leading-snug font-semibold text-slate-950 sm:text-base">
          <Link to={twendPath(twend.short_id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {twend.title}
          </Link>
        </h3>
        <div className="mt-auto flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:justify-between sm:gap-2">
          <Badge>{twend.category}</Badge>
          <span className="inline-flex shrink-0 items-center gap-1 text-xs text-slate-600">
            <Eye aria-hidden="true" className="size-3.5" />
            {formatViews(twend.total_views)}
          </span>
        </div>
      </div>
    </Card>
  );
}
