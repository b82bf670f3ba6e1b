import { Trans } from "@lingui/react/macro";
import type { OwnerCampaign } from "@twend/shared";
import BarChart3 from "lucide-react/icons/chart-column";
import ExternalLink from "lucide-react/icons/external-link";
import Pencil from "lucide-react/icons/pencil";
import QrCode from "lucide-react/icons/qr-code";
import Trash2 from "lucide-react/icons/trash";
import UsersRound from "lucide-react/icons/users-round";
import { useState } from "react";
import { Link } from "wouter";
import { campaignPath } from "../../components/campaigns/cover-url.ts";
import { campaignStatsPath } from "../../features/analytics/analytics-paths.ts";
import { campaignBatchPath } from "../../features/batches/batch-paths.ts";
import { editCampaignPath } from "../../features/dashboard/campaign-paths.ts";
import { QrDialog } from "../../features/qr/QrDialog.tsx";
import { campaignShareUrl } from "../../features/share/share-url.ts";
import { actionClasses } from "./action-classes.ts";
import { CopyLinkAction } from "./CopyLinkAction.tsx";

interface OwnerCampaignActionsProps {
  campaign: OwnerCampaign;
  onDelete: (campaign: OwnerCampaign) => void;
}

/**
 * View, Copy link, Edit and Delete (spec), plus Stats, Team DPs and QR; each name ends with the title, for screen readers moving by control.
 * Delete has the last row to itself, apart from the others.
 */
export function OwnerCampaignActions({ campaign, onDelete }: OwnerCampaignActionsProps) {
  const [qrOpen, setQrOpen] = useState(false);
  const shareUrl = campaignShareUrl(window.location.origin, campaign.short_id);
  const title = campaign.title;
  const forTitle = <span className="sr-only"> {title}</span>;

  return (
    <div className="grid grid-cols-3 gap-2">
      <Link to={campaignPath(campaign.short_id)} className={actionClasses()}>
        <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>View</Trans>
        {forTitle}
      </Link>
      <CopyLinkAction url={shareUrl} title={campaign.title} />
      <Link to={editCampaignPath(campaign.id)} className={actionClasses()}>
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Edit</Trans>
        {forTitle}
      </Link>
      <Link to={campaignStatsPath(campaign.id)} className={actionClasses()}>
        <BarChart3 aria-hidden="true" className="size-4" />
        <Trans>Stats</Trans>
        {forTitle}
      </Link>
      <Link to={campaignBatchPath(campaign.id)} className={actionClasses()}>
        <UsersRound aria-hidden="true" className="size-4" />
        <Trans>Team DPs</Trans>
        <span className="sr-only">
          {" "}
          <Trans>for {title}</Trans>
        </span>
      </Link>
      <button type="button" onClick={() => setQrOpen(true)} aria-haspopup="dialog" className={actionClasses()}>
        <QrCode aria-hidden="true" className="size-4" />
        <Trans>QR code</Trans>
        {forTitle}
      </button>
      <button type="button" onClick={() => onDelete(campaign)} aria-haspopup="dialog" className={actionClasses("danger", undefined, "row")}>
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Delete</Trans>
        {forTitle}
      </button>
      {qrOpen ? <QrDialog title={campaign.title} url={shareUrl} fileStem={campaign.short_id} onClose={() => setQrOpen(false)} /> : null}
    </div>
  );
}
