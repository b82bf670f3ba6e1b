import type { QrMatrix } from "./qr-matrix.ts";

/** The quiet zone the QR standard asks for, in modules; scanners miss codes that sit tight against other ink. */
export const QR_QUIET_ZONE = 4;

/** Near-black on white: the contrast every scanner reads, in the brand's ink rather than pure black. */
export const QR_COLOURS = { dark: "#0f0a1f", light: "#ffffff" } as const;

/** Side of the drawn symbol, quiet zone included, in modules. */
export function qrExtent(matrix: QrMatrix): number {
  return matrix.size + QR_QUIET_ZONE * 2;
}

/**
 * One path for every dark module, each horizontal run merged into a single rectangle, so the
 * markup stays a few kilobytes and no hairline seams show between neighbouring modules.
 */
export function qrPathData(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let y = 0; y < matrix.size; y += 1) {
    let x = 0;
    while (x < matrix.size) {
      if (!matrix.isDark(x, y)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < matrix.size && matrix.isDark(x, y)) x += 1;
      parts.push(`M${start + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${x - start}v1h${start - x}z`);
    }
  }
  return parts.join("");
}

/** A standalone SVG file of the code, scalable to any print size. */
export function qrSvgMarkup(matrix: QrMatrix): string {
  const extent = qrExtent(matrix);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${extent} ${extent}" width="${extent * 10}" height="${extent * 10}" shape-rendering="crispEdges">`,
    `<rect width="${extent}" height="${extent}" fill="${QR_COLOURS.light}"/>`,
    `<path fill="${QR_COLOURS.dark}" d="${qrPathData(matrix)}"/>`,
    "</svg>",
  ].join("");
}

export function svgDataUrl(markup: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}
