import { Trans, useLingui } from "@lingui/react/macro";
import { PRODUCT_NAME, type PublicCampaign } from "@twend/shared";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { categoryLabel } from "../../components/campaigns/category-labels.ts";
import { Badge } from "../../components/ui/Badge.tsx";

interface CampaignIntroProps {
  campaign: PublicCampaign;
  /** Narrow screens clamp the description to three lines. */
  compact: boolean;
  /** Shown under the description: the wide layout's counts, which narrow screens leave out. */
  children?: ReactNode;
}

/** Title, category and description of the Twend, above the generator's form. */
export function CampaignIntro({ campaign, compact, children }: CampaignIntroProps) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-4">
      <title>{`${campaign.title} · ${PRODUCT_NAME}`}</title>
      <Link to="/browse" className="inline-flex w-fit items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-800">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>All Twends</Trans>
      </Link>
      <div>
        <Badge>{categoryLabel(i18n, campaign.category)}</Badge>
        {/* The creator's words keep their own direction whatever the page's language. */}
        <h1 dir="auto" className="mt-2 text-2xl font-extrabold tracking-tight text-balance break-words text-slate-950 sm:text-3xl">
          {campaign.title}
        </h1>
        {campaign.description ? (
          <p dir="auto" className={compact ? "mt-2 line-clamp-3 text-sm leading-6 text-slate-600" : "mt-2 text-base leading-7 whitespace-pre-line text-slate-600"}>
            {campaign.description}
          </p>
        ) : null}
      </div>
      {children}
    </div>
  );
}
