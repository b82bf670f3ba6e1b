import { Trans, useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import type { LucideIcon } from "lucide-react";
import RefreshCw from "lucide-react/icons/refresh-cw";
import X from "lucide-react/icons/x";
import { type ChangeEvent, type DragEvent, type Ref, useId, useState } from "react";
import { FormMessage } from "../../components/ui/FormMessage.tsx";
import { formatFileSize } from "../../features/batches/batch-files.ts";

interface FileFieldProps {
  label: string;
  hint: string;
  icon: LucideIcon;
  accept: string;
  file: File | null;
  /** Why the chosen (or missing) file cannot be sent; shown under the field and linked to its input. */
  problem: string | null;
  optional?: boolean;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onChoose: (file: File | null) => void;
}

/** A file chooser that also takes a dropped file, and shows the chosen file's name and size. */
export function FileField({ label, hint, icon: Icon, accept, file, problem, optional = false, disabled = false, inputRef, onChoose }: FileFieldProps) {
  const { i18n, t } = useLingui();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const [dragOver, setDragOver] = useState(false);
  const fileName = file?.name ?? "";
  const removable = optional && file !== null;

  function onInput(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    if (picked) onChoose(picked);
    // Choosing the same file again after fixing it must fire change again.
    event.target.value = "";
  }

  function onDrop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragOver(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onChoose(dropped);
  }

  return (
    <div className="space-y-2">
      <div className="relative">
        <label
          htmlFor={inputId}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragOver(true);
          }}
          onDragLeave={() => setDragOver(false)}
          onDrop={onDrop}
          className={clsx(
            "group flex min-w-0 items-center gap-3 rounded-2xl border-2 border-dashed p-3.5 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 sm:gap-4 sm:p-4",
            disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer",
            // Room for the remove button, which sits over the box's end rather than inside its label.
            removable && "pe-14 sm:pe-16",
            problem
              ? "border-rose-300 bg-rose-50/40"
              : dragOver
                ? "border-brand-500 bg-brand-50"
                : file
                  ? "border-brand-200 bg-brand-50/40 hover:border-brand-400"
                  : "border-slate-300 bg-slate-50/60 hover:border-brand-400 hover:bg-brand-50/50",
          )}
        >
          <span className={clsx("grid size-10 shrink-0 place-items-center rounded-xl", file ? "bg-brand-700 text-white" : "bg-brand-100 text-brand-700")}>
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-slate-900">
              {label}
              <span className="text-xs font-medium text-slate-500">{optional ? <Trans>Optional</Trans> : <Trans>Required</Trans>}</span>
            </span>
            <span aria-live="polite" className="mt-0.5 block text-sm text-slate-600">
              {file ? (
                <span className="flex min-w-0 gap-1.5">
                  <span className="truncate font-medium text-slate-800" dir="auto">
                    {file.name}
                  </span>
                  <span className="shrink-0 text-slate-500 tabular-nums">· {formatFileSize(i18n.locale, file.size)}</span>
                </span>
              ) : (
                <Trans>Click to choose a file, or drop it here</Trans>
              )}
            </span>
            <span id={hintId} className="mt-1 block text-xs text-slate-500">
              {hint}
            </span>
          </span>
          {file ? (
            <span className="hidden shrink-0 items-center gap-1.5 rounded-full bg-surface px-3 py-1.5 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 group-hover:text-brand-800 sm:inline-flex">
              <RefreshCw aria-hidden="true" className="size-4" />
              <Trans>Change</Trans>
            </span>
          ) : null}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={accept}
            disabled={disabled}
            aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
            aria-invalid={problem ? true : undefined}
            onChange={onInput}
            className="sr-only"
          />
        </label>
        {removable ? (
          <button
            type="button"
            onClick={() => onChoose(null)}
            disabled={disabled}
            aria-label={t`Remove ${fileName}`}
            className="absolute end-2.5 top-1/2 grid size-10 -translate-y-1/2 place-items-center rounded-full bg-surface text-slate-500 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-rose-50 hover:text-rose-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 sm:end-3"
          >
            <X aria-hidden="true" className="size-4.5" />
          </button>
        ) : null}
      </div>
      <FormMessage id={problemId}>{problem}</FormMessage>
    </div>
  );
}
