import { Trans, useLingui } from "@lingui/react/macro";
import type { PublicCampaign } from "@twend/shared";
import Check from "lucide-react/icons/check";
import ClipboardCopy from "lucide-react/icons/clipboard-copy";
import Download from "lucide-react/icons/download";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Share2 from "lucide-react/icons/share-2";
import { useState } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { captionFor } from "../../features/generator/caption.ts";
import type { DeviceAbilities } from "../../features/generator/device.ts";
import type { GeneratedDp } from "../../features/generator/generator-state.ts";
import { shareContent, twitterShareUrl, whatsappShareUrl } from "../../features/generator/share-links.ts";
import type { GenerationReport } from "../../features/generator/generation-report.ts";
import { useResultActions } from "../../features/generator/use-result-actions.ts";
import { InstallOffer } from "../../features/offline/InstallOffer.tsx";
import { campaignShareUrl, inLanguage } from "../../features/share/share-url.ts";
import { WhatsAppLogo, XLogo } from "./BrandIcons.tsx";
import { CaptionBox } from "./CaptionBox.tsx";
import { ShareDialog } from "./ShareDialog.tsx";
import { ShareLinkBox } from "./ShareLinkBox.tsx";

interface ResultPanelProps {
  campaign: PublicCampaign;
  result: GeneratedDp;
  /** The name on the DP; empty when the Twend prints none. */
  name: string;
  device: DeviceAbilities;
  report: GenerationReport;
  onCreateAnother: () => void;
}

/** Step 3: Download, Share on Social Media, WhatsApp, Twitter and 'Create Another DP'. */
export function ResultPanel({ campaign, result, name, device, report, onCreateAnother }: ResultPanelProps) {
  const { i18n } = useLingui();
  const png = result.blob;
  // Every Twend offers a caption (the creator's template, else one composed from the Twend), and the shared text carries it.
  // Made on each render, not memoised: a language chosen later changes the same i18n instance, which no memo would notice.
  const link = inLanguage(campaignShareUrl(window.location.origin, campaign.short_id), i18n.locale);
  const caption = captionFor(i18n, campaign, { name, link });
  const content = shareContent(i18n, campaign.title, link, caption);
  const actions = useResultActions(png, name, campaign.title, content, device, report);
  const [dialogOpen, setDialogOpen] = useState(false);

  const share = async () => {
    if (!(await actions.shareNative())) setDialogOpen(true);
  };

  return (
    <section aria-labelledby="result-title" className="flex flex-col gap-4">
      <h2 id="result-title" className="text-lg font-bold text-slate-950">
        <Trans>Your DP is ready!</Trans>
      </h2>
      {/* A link holding the PNG: the browser saves it on the click itself, with nothing left to prepare. */}
      <a href={result.url} download={actions.fileName} onClick={report.downloaded} className={buttonClasses("primary", "lg", "w-full")}>
        <Download aria-hidden="true" className="size-5" />
        <Trans>Download</Trans>
      </a>
      <Button variant="secondary" size="lg" onClick={() => void share()} className="w-full">
        <Share2 aria-hidden="true" className="size-5" />
        <Trans>Share on Social Media</Trans>
      </Button>
      <div className="grid grid-cols-2 gap-3">
        <a href={whatsappShareUrl(content)} target="_blank" rel="noopener noreferrer" onClick={report.shared} className={buttonClasses("secondary", "md", "w-full")}>
          <WhatsAppLogo className="size-4 text-emerald-600" />
          WhatsApp
        </a>
        <a href={twitterShareUrl(content)} target="_blank" rel="noopener noreferrer" onClick={report.shared} className={buttonClasses("secondary", "md", "w-full")}>
          <XLogo className="size-4" />
          Twitter
        </a>
      </div>
      {device.canCopyImage ? (
        <Button variant="ghost" onClick={() => void actions.copyImage()} className="w-full">
          {actions.copyStatus === "copied" ? <Check aria-hidden="true" className="size-4" /> : <ClipboardCopy aria-hidden="true" className="size-4" />}
          {actions.copyStatus === "copied" ? <Trans>Image copied!</Trans> : actions.copyStatus === "failed" ? <Trans>Copy failed</Trans> : <Trans>Copy image</Trans>}
        </Button>
      ) : null}
      <ShareLinkBox png={png} campaignId={campaign.id} name={name} />
      <CaptionBox caption={caption} />
      <InstallOffer />
      <Button variant="ghost" onClick={onCreateAnother} className="w-full">
        <RotateCcw aria-hidden="true" className="size-4" />
        <Trans>Create Another DP</Trans>
      </Button>
      {dialogOpen ? <ShareDialog content={content} onShared={report.shared} onClose={() => setDialogOpen(false)} /> : null}
    </section>
  );
}
