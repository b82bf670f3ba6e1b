import { useLingui } from "@lingui/react/macro";
import Trash2 from "lucide-react/icons/trash";
import { ConfirmDialog } from "../../components/ui/ConfirmDialog.tsx";
import { DASHBOARD_MESSAGES } from "../../features/dashboard/messages.ts";

interface DeleteCampaignDialogProps {
  title: string;
  deleting: boolean;
  /** Gets the dialog's `close`, to call once the server has answered. */
  onConfirm: (close: () => void) => void;
  onClose: () => void;
}

/** The spec's delete confirmation, word for word. */
export function DeleteCampaignDialog({ title, deleting, onConfirm, onClose }: DeleteCampaignDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <ConfirmDialog
      title={t`Delete Twend?`}
      description={i18n._(DASHBOARD_MESSAGES.deleteConfirmation(title))}
      confirmLabel={t`Delete Twend`}
      busyLabel={t`Deleting…`}
      icon={<Trash2 aria-hidden="true" className="size-4" />}
      busy={deleting}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
