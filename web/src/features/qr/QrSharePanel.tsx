import { Trans, useLingui } from "@lingui/react/macro";
import Download from "lucide-react/icons/download";
import { useMemo } from "react";
import { buttonClasses } from "../../components/ui/button-classes.ts";
import { QrCode } from "./QrCode.tsx";
import { qrFileName } from "./qr-file-name.ts";
import { encodeQr } from "./qr-matrix.ts";
import { qrPngDataUrl } from "./qr-png.ts";
import { qrSvgMarkup, svgDataUrl } from "./qr-svg.ts";

interface QrSharePanelProps {
  /** The link the code opens, e.g. a Twend's public link. */
  url: string;
  /** Names the downloaded files: twend-{fileStem}-qr.png. */
  fileStem: string;
}

/**
 * A link's QR code with PNG and SVG downloads, for posters and flyers. The files are plain
 * download links, so they work from the keyboard and with the browser's own save handling.
 */
export function QrSharePanel({ url, fileStem }: QrSharePanelProps) {
  const { t } = useLingui();
  const files = useMemo(() => {
    const matrix = encodeQr(url);
    return { matrix, png: qrPngDataUrl(matrix), svg: svgDataUrl(qrSvgMarkup(matrix)) };
  }, [url]);

  return (
    <div className="flex flex-col items-center text-center">
      <div className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200">
        <QrCode matrix={files.matrix} label={t`QR code opening ${url}`} className="block size-52 sm:size-60" />
      </div>
      <p dir="ltr" className="mt-3 max-w-full text-xs break-all text-slate-500">
        {url}
      </p>
      <div className="mt-5 grid w-full grid-cols-1 gap-3 min-[380px]:grid-cols-2">
        <a href={files.png} download={qrFileName(fileStem, "png")} className={buttonClasses("primary", "md")}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download PNG</Trans>
        </a>
        <a href={files.svg} download={qrFileName(fileStem, "svg")} className={buttonClasses("secondary", "md")}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download SVG</Trans>
        </a>
      </div>
    </div>
  );
}
