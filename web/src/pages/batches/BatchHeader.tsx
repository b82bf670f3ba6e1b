import { Trans } from "@lingui/react/macro";
import ExternalLink from "lucide-react/icons/external-link";
import { campaignPath } from "../../components/campaigns/cover-url.ts";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { StudioScreenHeader } from "../dashboard/StudioScreenHeader.tsx";

interface BatchHeaderProps {
  campaign: { title: string; short_id: string };
}

/** What the screen does, for which Twend, and the way to that Twend's page. */
export function BatchHeader({ campaign }: BatchHeaderProps) {
  const { title } = campaign;
  return (
    <StudioScreenHeader
      eyebrow={<Trans>Team DPs</Trans>}
      title={<Trans>Make DPs for a team</Trans>}
      lead={
        <Trans>
          For <span className="font-semibold text-slate-900">{title}</span>: upload a list of names, and their photos if you have them. Our server makes every DP and
          hands you one ZIP.
        </Trans>
      }
    >
      <LinkButton to={campaignPath(campaign.short_id)} variant="secondary" className="shrink-0 self-start sm:self-auto">
        <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>View Twend</Trans>
      </LinkButton>
    </StudioScreenHeader>
  );
}
