import { Trans } from "@lingui/react/macro";
import Flag from "lucide-react/icons/flag";
import { lazy, Suspense, useState } from "react";

// The dialog is fetched on the first click: nearly every visitor never opens it.
const ReportCampaignDialog = lazy(() => import("./ReportCampaignDialog.tsx").then((module) => ({ default: module.ReportCampaignDialog })));

/** A quiet 'Report this Twend' action under the generator, for content that breaks the rules. */
export function ReportCampaign({ campaignId, title }: { campaignId: number; title: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mx-auto mt-8 flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-medium text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Flag aria-hidden="true" className="size-3.5" />
        <Trans>Report this Twend</Trans>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportCampaignDialog campaignId={campaignId} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
