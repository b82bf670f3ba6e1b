import { Trans } from "@lingui/react/macro";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useId } from "react";
import { Button } from "../../components/ui/Button.tsx";
import { useCopyLink } from "../../features/share/use-copy-link.ts";

/** The caption offered with every DP (the creator's template filled in, or one composed from the Twend), ready to paste under the post. */
export function CaptionBox({ caption }: { caption: string }) {
  const { status, copy } = useCopyLink();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-slate-50 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          <Trans>Caption</Trans>
        </h3>
        <Button variant="secondary" size="sm" onClick={() => void copy(caption)}>
          {status === "copied" ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          {status === "copied" ? <Trans>Copied!</Trans> : status === "failed" ? <Trans>Copy failed</Trans> : <Trans>Copy</Trans>}
        </Button>
      </div>
      <p className="mt-2 text-sm leading-6 break-words whitespace-pre-line text-slate-700">{caption}</p>
      <span role="status" className="sr-only">
        {status === "copied" ? <Trans>Caption copied</Trans> : ""}
      </span>
    </section>
  );
}
