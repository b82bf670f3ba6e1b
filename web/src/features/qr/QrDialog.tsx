import { useLingui } from "@lingui/react/macro";
import { Dialog } from "../../components/ui/Dialog.tsx";
import { QrSharePanel } from "./QrSharePanel.tsx";
import { QR_HINT } from "./qr-hint.ts";

interface QrDialogProps {
  /** Shown in the heading: whose link this is. */
  title: string;
  url: string;
  fileStem: string;
  onClose: () => void;
}

export function QrDialog({ title, url, fileStem, onClose }: QrDialogProps) {
  const { i18n, t } = useLingui();
  return (
    <Dialog title={t`QR code: ${title}`} description={i18n._(QR_HINT)} onClose={onClose}>
      {() => (
        <div className="mt-5">
          <QrSharePanel url={url} fileStem={fileStem} />
        </div>
      )}
    </Dialog>
  );
}
