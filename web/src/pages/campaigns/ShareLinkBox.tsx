import { Trans, useLingui } from "@lingui/react/macro";
import Check from "lucide-react/icons/check";
import ClipboardCopy from "lucide-react/icons/clipboard-copy";
import Link2 from "lucide-react/icons/link-2";
import Trash2 from "lucide-react/icons/trash";
import { Button } from "../../components/ui/Button.tsx";
import { useOnline } from "../../features/offline/use-online.ts";
import { useShareLink } from "../../features/shared-dps/use-share-link.ts";
import { formatDate } from "../../lib/format.ts";

interface ShareLinkBoxProps {
  png: Blob;
  campaignId: number;
  name: string;
}

/** 'Share as a link': opt-in, since it uploads the visitor's picture for 30 days; deletable at once. */
export function ShareLinkBox({ png, campaignId, name }: ShareLinkBoxProps) {
  const { i18n } = useLingui();
  const { state, create, remove, copy, copyStatus } = useShareLink(png, campaignId, name);
  const online = useOnline();

  if (state.kind === "idle" || state.kind === "uploading") {
    return (
      <div className="flex flex-col gap-1">
        <Button variant="secondary" onClick={() => void create()} disabled={state.kind === "uploading" || !online} className="w-full">
          <Link2 aria-hidden="true" className="size-4" />
          {state.kind === "uploading" ? <Trans>Creating link…</Trans> : <Trans>Share as a link</Trans>}
        </Button>
        <p className="text-center text-xs text-slate-500">
          {online ? (
            <Trans>Uploads your picture to a private page for 30 days. You can delete it any time.</Trans>
          ) : (
            <Trans>Sharing as a link needs a connection. Download or share the picture itself meanwhile.</Trans>
          )}
        </p>
      </div>
    );
  }
  if (state.kind === "deleted") {
    return (
      <p role="status" className="text-center text-sm text-slate-600">
        <Trans>The link has been deleted.</Trans>
      </p>
    );
  }
  const link = state.link;
  const until = link ? formatDate(i18n.locale, link.expiresAt) : null;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      {link ? (
        <>
          <label className="text-sm font-medium text-slate-700" htmlFor="share-link-url">
            {until ? <Trans>Your link (until {until})</Trans> : <Trans>Your link</Trans>}
          </label>
          <input
            id="share-link-url"
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            dir="ltr"
            className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={() => void copy()} disabled={state.kind !== "ready"}>
              {copyStatus === "copied" ? <Check aria-hidden="true" className="size-4" /> : <ClipboardCopy aria-hidden="true" className="size-4" />}
              {copyStatus === "copied" ? <Trans>Copied!</Trans> : copyStatus === "failed" ? <Trans>Copy failed</Trans> : <Trans>Copy</Trans>}
            </Button>
            <Button variant="ghost" onClick={() => void remove()} disabled={state.kind === "deleting"}>
              <Trash2 aria-hidden="true" className="size-4" />
              {state.kind === "deleting" ? <Trans>Deleting…</Trans> : <Trans>Delete link</Trans>}
            </Button>
          </div>
        </>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message}{" "}
          {link ? null : (
            <button type="button" className="underline" onClick={() => void create()}>
              <Trans>Try again</Trans>
            </button>
          )}
        </p>
      ) : null}
    </div>
  );
}
