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
  return (
    <Dialog title={`QR code: ${title}`} description={QR_HINT} onClose={onClose}>
      {() => (
        <div className="mt-5">
          <QrSharePanel url={url} fileStem={fileStem} />
        </div>
      )}
    </Dialog>
  );
}
