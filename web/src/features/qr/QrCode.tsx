import { QR_COLOURS, qrExtent, qrPathData } from "./qr-svg.ts";
import type { QrMatrix } from "./qr-matrix.ts";

interface QrCodeProps {
  matrix: QrMatrix;
  /** What the code opens, for people who cannot scan it. */
  label: string;
  className?: string;
}

/** The code drawn inline as vector shapes: crisp at any zoom, and the very modules the downloads contain. */
export function QrCode({ matrix, label, className }: QrCodeProps) {
  const extent = qrExtent(matrix);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${extent} ${extent}`} shapeRendering="crispEdges" className={className}>
      <rect width={extent} height={extent} fill={QR_COLOURS.light} />
      <path fill={QR_COLOURS.dark} d={qrPathData(matrix)} />
    </svg>
  );
}
