import { QR_COLOURS, qrExtent, QR_QUIET_ZONE } from "./qr-svg.ts";
import type { QrMatrix } from "./qr-matrix.ts";

/** About 1000 px: sharp on a printed flyer, still a small file. */
const TARGET_PIXELS = 1000;

/** Whole pixels per module, so every module edge falls on a pixel edge and the PNG never blurs. */
export function qrPixelsPerModule(matrix: QrMatrix, target: number = TARGET_PIXELS): number {
  return Math.max(1, Math.floor(target / qrExtent(matrix)));
}

/** The code as a PNG data URL, drawn on a canvas from the same modules as the SVG. */
export function qrPngDataUrl(matrix: QrMatrix): string {
  const scale = qrPixelsPerModule(matrix);
  const side = qrExtent(matrix) * scale;
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas 2D is not available");
  context.fillStyle = QR_COLOURS.light;
  context.fillRect(0, 0, side, side);
  context.fillStyle = QR_COLOURS.dark;
  for (let y = 0; y < matrix.size; y += 1) {
    for (let x = 0; x < matrix.size; x += 1) {
      if (matrix.isDark(x, y)) context.fillRect((x + QR_QUIET_ZONE) * scale, (y + QR_QUIET_ZONE) * scale, scale, scale);
    }
  }
  return canvas.toDataURL("image/png");
}
