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
import { twendPath } from "../../components/campaigns/cover-url.ts";
import { twendStatsPath } from "../../features/analytics/analytics-paths.ts";
import { twendBatchPath } from "../../features/batches/batch-paths.ts";
import { editTwendPath } from "../../features/dashboard/twend-paths.ts";
import { QrDialog } from "../../features/qr/QrDialog.tsx";
import { twendShareUrl } from "../../features/share/share-url.ts";
import { actionClasses } from "./action-classes.ts";
import { CopyLinkAction } from "./CopyLinkAction.tsx";

interface OwnerTwendActionsProps {
  twend: OwnerCampaign;
  onDelete: (twend: OwnerCampaign) => void;
}

/**
 * View, Copy link, Edit and Delete (spec), plus Stats, Team DPs and QR; each name ends with the title, for screen readers moving by control.
 * Delete has the last row to itself, apart from the others.
 */
export function OwnerTwendActions({ twend, onDelete }: OwnerTwendActionsProps) {
  const [qrOpen, setQrOpen] = useState(false);
  const shareUrl = twendShareUrl(window.location.origin, twend.short_id);
  const title = twend.title;
  const forTitle = <span className="sr-only"> {title}</span>;

  return (
    <div className="grid grid-cols-3 gap-2">
      <Link to={twendPath(twend.short_id)} className={actionClasses()}>
        <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <Trans>View</Trans>
        {forTitle}
      </Link>
      <CopyLinkAction url={shareUrl} title={twend.title} />
      <Link to={editTwendPath(twend.id)} className={actionClasses()}>
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Edit</Trans>
        {forTitle}
      </Link>
      <Link to={twendStatsPath(twend.id)} className={actionClasses()}>
        <BarChart3 aria-hidden="true" className="size-4" />
        <Trans>Stats</Trans>
        {forTitle}
      </Link>
      <Link to={twendBatchPath(twend.id)} className={actionClasses()}>
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
      <button type="button" onClick={() => onDelete(twend)} aria-haspopup="dialog" className={actionClasses("danger", undefined, "row")}>
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Delete</Trans>
        {forTitle}
      </button>
      {qrOpen ? <QrDialog title={twend.title} url={shareUrl} fileStem={twend.short_id} onClose={() => setQrOpen(false)} /> : null}
    </div>
  );
}
