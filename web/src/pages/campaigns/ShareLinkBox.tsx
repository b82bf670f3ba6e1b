import { Check, ClipboardCopy, Link2, Trash2 } from "lucide-react";
import { Button } from "../../components/ui/Button.tsx";
import { useShareLink } from "../../features/shared-dps/use-share-link.ts";
import { formatDate } from "../../lib/format.ts";

interface ShareLinkBoxProps {
  png: Blob;
  campaignId: number;
  name: string;
}

/** 'Share as a link': opt-in, since it uploads the visitor's picture for 30 days; deletable at once. */
export function ShareLinkBox({ png, campaignId, name }: ShareLinkBoxProps) {
  const { state, create, remove, copy, copyStatus } = useShareLink(png, campaignId, name);

  if (state.kind === "idle" || state.kind === "uploading") {
    return (
      <div className="flex flex-col gap-1">
        <Button variant="secondary" onClick={() => void create()} disabled={state.kind === "uploading"} className="w-full">
          <Link2 aria-hidden="true" className="size-4" />
          {state.kind === "uploading" ? "Creating link…" : "Share as a link"}
        </Button>
        <p className="text-center text-xs text-slate-500">Uploads your picture to a private page for 30 days. You can delete it any time.</p>
      </div>
    );
  }
  if (state.kind === "deleted") {
    return (
      <p role="status" className="text-center text-sm text-slate-600">
        The link has been deleted.
      </p>
    );
  }
  const link = state.link;
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      {link ? (
        <>
          <label className="text-sm font-medium text-slate-700" htmlFor="share-link-url">
            Your link{formatDate(link.expiresAt) ? ` (until ${formatDate(link.expiresAt)})` : ""}
          </label>
          <input
            id="share-link-url"
            readOnly
            value={link.url}
            onFocus={(e) => e.currentTarget.select()}
            className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm"
          />
          <div className="grid grid-cols-2 gap-2">
            <Button variant="secondary" onClick={() => void copy()} disabled={state.kind !== "ready"}>
              {copyStatus === "copied" ? <Check aria-hidden="true" className="size-4" /> : <ClipboardCopy aria-hidden="true" className="size-4" />}
              {copyStatus === "copied" ? "Copied!" : copyStatus === "failed" ? "Copy failed" : "Copy"}
            </Button>
            <Button variant="ghost" onClick={() => void remove()} disabled={state.kind === "deleting"}>
              <Trash2 aria-hidden="true" className="size-4" />
              {state.kind === "deleting" ? "Deleting…" : "Delete link"}
            </Button>
          </div>
        </>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className="text-sm text-red-700">
          {state.message}{" "}
          {link ? null : (
            <button type="button" className="underline" onClick={() => void create()}>
              Try again
            </button>
          )}
        </p>
      ) : null}
    </div>
  );
}
