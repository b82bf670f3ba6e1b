import { Trans } from "@lingui/react/macro";
import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { Container } from "../../components/ui/Container.tsx";

/** The frame of a screen about one of the creator's Twends (its stats, its team DPs): the document's title and the way back to the dashboard. */
export function CampaignPageFrame({ documentTitle, children }: { documentTitle: string; children: ReactNode }) {
  return (
    <Container className="py-8 sm:py-12">
      <title>{documentTitle}</title>
      <Link to="/dashboard" className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-slate-950">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>Back to Dashboard</Trans>
      </Link>
      <div className="mt-6">{children}</div>
    </Container>
  );
}

/** Twend ids are positive integers; anything else in the address cannot name one. */
export function parseCampaignId(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
