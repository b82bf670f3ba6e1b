import { Trans } from "@lingui/react/macro";
import { clsx } from "clsx";
import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import { useId } from "react";
import { useCopyLink } from "../../features/share/use-copy-link.ts";

/** The public link with a Copy button that says 'Copied!' for 2 s. */
export function ShareLink({ url }: { url: string }) {
  const id = useId();
  const { status, copy } = useCopyLink();
  const copied = status === "copied";
  return (
    <div className="text-start">
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        <Trans>Share link</Trans>
      </label>
      <div className="flex flex-col gap-2 min-[400px]:flex-row">
        <input
          id={id}
          readOnly
          dir="ltr"
          value={url}
          onFocus={(event) => event.target.select()}
          className="h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3.5 font-mono text-sm text-slate-800"
        />
        <button
          type="button"
          onClick={() => void copy(url)}
          className={clsx(
            "inline-flex h-11 shrink-0 items-center min-[400px]:w-28 justify-center gap-1.5 rounded-xl text-sm font-semibold text-white shadow-sm transition-colors",
            copied ? "bg-emerald-600" : "bg-brand-700 hover:bg-brand-800",
          )}
        >
          {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
          <span aria-live="polite">{copied ? <Trans>Copied!</Trans> : <Trans>Copy</Trans>}</span>
        </button>
      </div>
      {status === "failed" ? (
        <p className="mt-1.5 text-xs text-slate-600">
          <Trans>Your browser blocked copying. Select the link and copy it yourself.</Trans>
        </p>
      ) : null}
    </div>
  );
}
