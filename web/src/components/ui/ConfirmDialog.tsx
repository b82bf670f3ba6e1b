import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "./Button.tsx";
import { Dialog } from "./Dialog.tsx";
import { Spinner } from "./Spinner.tsx";

interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  /** Danger for what cannot be undone or locks someone out. */
  tone?: "danger" | "primary";
  icon?: ReactNode;
  busy: boolean;
  /** Gets the dialog's `close`, to call once the server has answered. */
  onConfirm: (close: () => void) => void;
  onClose: () => void;
}

/** A confirmation as an alert dialog; Cancel takes the first focus so Enter never confirms by accident. */
export function ConfirmDialog({ title, description, confirmLabel, busyLabel, tone = "danger", icon, busy, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog role="alertdialog" title={title} description={description} dismissible={!busy} onClose={onClose}>
      {(close) => (
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" data-autofocus onClick={close} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button variant={tone} onClick={() => onConfirm(close)} disabled={busy} aria-busy={busy}>
            {busy ? <Spinner /> : icon}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
