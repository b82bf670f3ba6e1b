import { Trans } from "@lingui/react/macro";
import { ExternalLink } from "lucide-react";
import { twendPath } from "../../components/campaigns/cover-url.ts";
import { LinkButton } from "../../components/ui/LinkButton.tsx";

interface BatchHeaderProps {
  campaign: { title: string; short_id: string };
}

/** What the screen does, for which Twend, and the way to that Twend's page. */
export function BatchHeader({ campaign }: BatchHeaderProps) {
  const { title } = campaign;
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">
          <Trans>Team DPs</Trans>
        </p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
          <Trans>Make DPs for a team</Trans>
        </h1>
        <p className="mt-2 text-sm text-pretty break-words text-slate-600 sm:text-base">
          <Trans>
            For <span className="font-semibold text-slate-900">{title}</span>: upload a list of names, and their photos if you have them. Our server makes every DP and
            hands you one ZIP.
          </Trans>
        </p>
      </div>
      <LinkButton to={twendPath(campaign.short_id)} variant="secondary" className="shrink-0 self-start sm:self-auto">
        <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>View Twend</Trans>
      </LinkButton>
    </header>
  );
}
