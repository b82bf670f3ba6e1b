import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import Check from "lucide-react/icons/check";
import Link2 from "lucide-react/icons/link-2";
import X from "lucide-react/icons/x";
import type { CopyStatus } from "../../features/share/copy-status.ts";
import { useCopyLink } from "../../features/share/use-copy-link.ts";
import { actionClasses } from "./action-classes.ts";

const LABELS: Record<CopyStatus, MessageDescriptor> = { idle: msg`Copy link`, copied: msg`Copied!`, failed: msg`Copy failed` };
const ANNOUNCEMENTS: Record<CopyStatus, MessageDescriptor | null> = { idle: null, copied: msg`Link copied`, failed: msg`Could not copy the link` };

/** Copies the public link; the tile reads 'Copied!' for 2 s (spec) and a live region says so to screen readers. */
export function CopyLinkAction({ url, title }: { url: string; title: string }) {
  const { i18n } = useLingui();
  const { status, copy } = useCopyLink();
  const announcement = ANNOUNCEMENTS[status];
  const Icon = status === "copied" ? Check : status === "failed" ? X : Link2;

  return (
    <>
      <button
        type="button"
        onClick={() => void copy(url)}
        className={actionClasses(
          "default",
          clsx(status === "copied" && "bg-emerald-50 text-emerald-800 ring-emerald-200", status === "failed" && "bg-rose-50 text-rose-800 ring-rose-200"),
        )}
      >
        <Icon aria-hidden="true" className="size-4" />
        {i18n._(LABELS[status])}
        <span className="sr-only">
          {" "}
          <Trans>for {title}</Trans>
        </span>
      </button>
      <span role="status" className="sr-only">
        {announcement ? i18n._(announcement) : ""}
      </span>
    </>
  );
}
