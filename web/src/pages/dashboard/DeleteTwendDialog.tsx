import { Trash2 } from "lucide-react";
import { Button } from "../../components/ui/Button.tsx";
import { Dialog } from "../../components/ui/Dialog.tsx";
import { Spinner } from "../../components/ui/Spinner.tsx";
import { DASHBOARD_MESSAGES } from "../../features/dashboard/messages.ts";

interface DeleteTwendDialogProps {
  title: string;
  deleting: boolean;
  /** Gets the dialog's `close`, to call once the server has answered. */
  onConfirm: (close: () => void) => void;
  onClose: () => void;
}

/** The spec's delete confirmation, word for word, as an alert dialog; Cancel takes the first focus so Enter never deletes by accident. */
export function DeleteTwendDialog({ title, deleting, onConfirm, onClose }: DeleteTwendDialogProps) {
  return (
    <Dialog role="alertdialog" title="Delete Twend?" description={DASHBOARD_MESSAGES.deleteConfirmation(title)} dismissible={!deleting} onClose={onClose}>
      {(close) => (
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" data-autofocus onClick={close} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => onConfirm(close)} disabled={deleting} aria-busy={deleting}>
            {deleting ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
            {deleting ? "Deleting…" : "Delete Twend"}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
