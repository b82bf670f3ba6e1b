import { Trans, useLingui } from "@lingui/react/macro";
import BarChart3 from "lucide-react/icons/chart-column";
import ExternalLink from "lucide-react/icons/external-link";
import { campaignPath } from "../../components/campaigns/cover-url.ts";
import { EmptyState } from "../../components/ui/EmptyState.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";

export function NoActivityYet({ shortId }: { shortId: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={BarChart3}
      headingLevel="h2"
      title={t`No activity yet`}
      text={t`Share your Twend's link. Views, generations, downloads and shares will show up here day by day.`}
      action={
        <LinkButton to={campaignPath(shortId)} variant="secondary">
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          <Trans>Open your Twend</Trans>
        </LinkButton>
      }
    />
  );
}
