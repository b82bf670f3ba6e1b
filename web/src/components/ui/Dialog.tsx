import { useLingui } from "@lingui/react/macro";
import { clsx } from "clsx";
import X from "lucide-react/icons/x";
import { type ReactNode, type SyntheticEvent, useCallback, useEffect, useId, useState } from "react";

interface DialogProps {
  title: string;
  /** Announced with the title when the dialog opens. */
  description?: ReactNode;
  /** Runs once the dialog has closed, however it closed; the caller unmounts the dialog then. */
  onClose: () => void;
  /** "alertdialog" for a confirmation that interrupts the task. */
  role?: "dialog" | "alertdialog";
  /** False while work runs that closing would orphan (a delete in flight). */
  dismissible?: boolean;
  className?: string;
  /** Gets `close`, so an action inside can close the dialog the same way Escape does. */
  children: (close: () => void) => ReactNode;
}

/**
 * A modal on the native <dialog>, mounted open: the browser makes the page behind inert, keeps
 * focus inside, closes on Escape and gives focus back to the opener, which no hand-made trap
 * gets right on every screen reader. A descendant marked `data-autofocus` takes the first focus.
 */
export function Dialog({ title, description, onClose, role = "dialog", dismissible = true, className, children }: DialogProps) {
  const { t } = useLingui();
  // The element is held as state, not in a ref: `close` goes to `children` while rendering, and a function that reads a ref must not.
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [dialog]);

  const close = useCallback(() => dialog?.close(), [dialog]);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!dismissible) event.preventDefault();
  };

  return (
    <dialog
      ref={setDialog}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onCancel={onCancel}
      // The dialog box has no padding of its own, so only a press on the backdrop targets the element itself.
      onClick={(event) => {
        if (event.target === event.currentTarget && dismissible) close();
      }}
      className={clsx(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-surface p-0 text-slate-900 shadow-2xl shadow-slate-900/25 backdrop:bg-slate-950/55 backdrop:backdrop-blur-[2px] open:motion-safe:animate-fade-in",
        className ?? "max-w-md",
      )}
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="pt-1 text-lg font-bold text-slate-950">
            {title}
          </h2>
          <button
            type="button"
            onClick={close}
            disabled={!dismissible}
            aria-label={t`Close`}
            className="-me-1 -mt-1 grid size-9 shrink-0 place-items-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="mt-2 text-sm leading-6 text-slate-600">
            {description}
          </div>
        ) : null}
        {children(close)}
      </div>
    </dialog>
  );
}
