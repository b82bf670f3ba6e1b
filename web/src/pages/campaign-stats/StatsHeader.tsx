import { Plural, Trans } from "@lingui/react/macro";
import type { CampaignAnalytics } from "@twend/shared";
import Download from "lucide-react/icons/download";
import ExternalLink from "lucide-react/icons/external-link";
import { campaignPath } from "../../components/campaigns/cover-url.ts";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { analyticsCsvPath } from "../../features/analytics/analytics-paths.ts";
import { StudioScreenHeader } from "../dashboard/StudioScreenHeader.tsx";

/** The Twend's title, the window shown, and the two ways out: its public page and the CSV export. */
export function StatsHeader({ campaign, days }: Pick<CampaignAnalytics, "campaign" | "days">) {
  return (
    <StudioScreenHeader eyebrow={<Plural value={days} one="Twend analytics · last # day" other="Twend analytics · last # days" />} title={campaign.title}>
      <div className="grid shrink-0 grid-cols-2 gap-2 sm:flex">
        <LinkButton to={campaignPath(campaign.short_id)} variant="secondary">
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>View Twend</Trans>
        </LinkButton>
        {/* A plain link: the browser downloads the file itself, with the session cookie, under the server's file name. */}
        <a href={analyticsCsvPath(campaign.id, days)} download className={buttonClasses("primary")}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Export CSV</Trans>
        </a>
      </div>
    </StudioScreenHeader>
  );
}
