import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { QrSharePanel } from "../../features/qr/QrSharePanel.tsx";
import { QR_HINT } from "../../features/qr/qr-hint.ts";

/** The new Twend's link as a QR code with its downloads, so it can go on a poster right away. */
export function CreatedQrCode({ url, fileStem }: { url: string; fileStem: string }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-slate-50/60 p-5 sm:p-6">
      <h2 id={headingId} className="text-sm font-medium text-slate-800">
        <Trans>QR code</Trans>
      </h2>
      <p className="mt-1 text-xs text-slate-500">{i18n._(QR_HINT)}</p>
      <div className="mt-4">
        <QrSharePanel url={url} fileStem={fileStem} />
      </div>
    </section>
  );
}
