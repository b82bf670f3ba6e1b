import { Trans, useLingui } from "@lingui/react/macro";
import type { CreatedCampaign } from "@twend/shared";
import { PRODUCT_NAME } from "@twend/shared";
import ExternalLink from "lucide-react/icons/external-link";
import LayoutDashboard from "lucide-react/icons/layout-dashboard";
import PartyPopper from "lucide-react/icons/party-popper";
import Plus from "lucide-react/icons/plus";
import { useEffect, useRef } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { Card } from "../../components/ui/Card.tsx";
import { Container } from "../../components/ui/Container.tsx";
import { LinkButton } from "../../components/ui/LinkButton.tsx";
import { campaignPath } from "../../components/campaigns/cover-url.ts";
import { campaignShareUrl } from "../../features/share/share-url.ts";
import { CreatedQrCode } from "./CreatedQrCode.tsx";
import { DesignCanvas } from "./DesignCanvas.tsx";
import { InlineTitle } from "./InlineTitle.tsx";
import { ShareLink } from "./ShareLink.tsx";
import type { StudioForm } from "./use-studio-form.ts";

interface CreatedResultProps {
  created: CreatedCampaign;
  studio: StudioForm;
  /** Inline rename is offered on wide screens. */
  wide: boolean;
  onCreateAnother: () => void;
}

/** After a create: the public link to share, a look at the Twend, and where to go next. */
export function CreatedResult({ created, studio, wide, onCreateAnother }: CreatedResultProps) {
  const { t } = useLingui();
  const announcement = useRef<HTMLParagraphElement>(null);
  const shareUrl = campaignShareUrl(window.location.origin, created.short_id);

  // The form that was just submitted is gone; start reading (and scrolling) from the news.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    announcement.current?.focus({ preventScroll: true });
  }, []);

  return (
    <Container className="max-w-2xl py-8 sm:py-14">
      <title>{t`Your Twend is live · ${PRODUCT_NAME}`}</title>
      <Card className="overflow-hidden">
        <div aria-hidden="true" className="h-2 bg-linear-to-r from-brand-600 via-accent-500 to-amber-400" />
        <div className="px-5 py-8 text-center sm:px-10">
          <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-emerald-50 text-emerald-600 ring-1 ring-emerald-200">
            <PartyPopper aria-hidden="true" className="size-7" />
          </span>
          <p ref={announcement} tabIndex={-1} className="mt-4 text-sm font-semibold tracking-wider text-emerald-700 uppercase focus:outline-none">
            <Trans>Your Twend is live</Trans>
          </p>
          <div className="mt-2">
            {wide ? (
              <InlineTitle id={created.id} title={created.title} />
            ) : (
              <h1 className="text-2xl font-extrabold tracking-tight break-words text-slate-950">{created.title}</h1>
            )}
          </div>
          <div className="mx-auto mt-6 max-w-64">
            <DesignCanvas
              background={studio.background}
              expectedAspect={null}
              design={studio.form.design}
              sampleName={studio.sampleName}
              selected={studio.selected}
              onSelect={studio.setSelected}
              onChange={studio.updateDesign}
              readOnly
            />
          </div>
          <div className="mt-8">
            <ShareLink url={shareUrl} />
          </div>
          <div className="mt-6">
            <CreatedQrCode url={shareUrl} fileStem={created.short_id} />
          </div>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <LinkButton to={campaignPath(created.short_id)}>
              <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              <Trans>View Twend</Trans>
            </LinkButton>
            <Button variant="secondary" onClick={onCreateAnother}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Create Another</Trans>
            </Button>
          </div>
          <LinkButton to="/dashboard" variant="ghost" size="sm" className="mt-4">
            <LayoutDashboard aria-hidden="true" className="size-4" />
            <Trans>Go to Dashboard</Trans>
          </LinkButton>
        </div>
      </Card>
    </Container>
  );
}
