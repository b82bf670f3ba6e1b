import { create } from "qrcode";

/** The modules of a QR symbol, without its quiet zone. */
export interface QrMatrix {
  size: number;
  isDark(x: number, y: number): boolean;
}

/**
 * Medium error correction: a code printed on a poster or photographed at an angle still reads,
 * while a long link keeps a symbol small enough to scan from a phone screen.
 */
export function encodeQr(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: "M" });
  return {
    size: modules.size,
    isDark: (x, y) => modules.get(y, x) === 1,
  };
}
