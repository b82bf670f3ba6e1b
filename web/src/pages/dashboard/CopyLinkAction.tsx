import { clsx } from "clsx";
import { Check, Link2, X } from "lucide-react";
import { useCopyLink } from "../../features/share/use-copy-link.ts";
import { actionClasses } from "./action-classes.ts";

const LABELS = { idle: "Copy link", copied: "Copied!", failed: "Copy failed" } as const;
const ANNOUNCEMENTS = { idle: "", copied: "Link copied", failed: "Could not copy the link" } as const;

/** Copies the public link; the tile reads 'Copied!' for 2 s (spec) and a live region says so to screen readers. */
export function CopyLinkAction({ url, title }: { url: string; title: string }) {
  const { status, copy } = useCopyLink();
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
        {LABELS[status]}
        <span className="sr-only"> for {title}</span>
      </button>
      <span role="status" className="sr-only">
        {ANNOUNCEMENTS[status]}
      </span>
    </>
  );
}
