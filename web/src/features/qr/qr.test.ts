import { describe, expect, it } from "vitest";
import { qrFileName } from "./qr-file-name.ts";
import { encodeQr, type QrMatrix } from "./qr-matrix.ts";
import { qrPixelsPerModule } from "./qr-png.ts";
import { QR_QUIET_ZONE, qrExtent, qrPathData, qrSvgMarkup, svgDataUrl } from "./qr-svg.ts";

/** A hand-made matrix: rows are strings, '#' dark. */
function matrixOf(rows: string[]): QrMatrix {
  return { size: rows.length, isDark: (x, y) => rows[y]?.[x] === "#" };
}

describe("QR encoding", () => {
  it("encodes a share link into a square symbol with the finder pattern in its corner", () => {
    const matrix = encodeQr("https://twend.example/campaign/vote-2026");
    expect(matrix.size).toBeGreaterThanOrEqual(21);
    expect((matrix.size - 17) % 4).toBe(0);
    // The top-left finder: a dark 7-module ring with a light ring inside it.
    expect([0, 1, 2, 3, 4, 5, 6].every((i) => matrix.isDark(i, 0) && matrix.isDark(0, i))).toBe(true);
    expect(matrix.isDark(1, 1)).toBe(false);
    expect(matrix.isDark(3, 3)).toBe(true);
  });

  it("is deterministic, so the PNG and SVG of one link hold the same code", () => {
    const url = "https://twend.example/campaign/abc";
    expect(qrPathData(encodeQr(url))).toBe(qrPathData(encodeQr(url)));
  });
});

describe("QR drawing", () => {
  it("merges each horizontal run of dark modules into one rectangle, offset by the quiet zone", () => {
    const path = qrPathData(matrixOf(["##.#", "....", ".###", "...."]));
    const q = QR_QUIET_ZONE;
    expect(path).toBe(`M${q} ${q}h2v1h-2zM${q + 3} ${q}h1v1h-1zM${q + 1} ${q + 2}h3v1h-3z`);
  });

  it("frames the symbol with a four-module quiet zone on every side", () => {
    const matrix = matrixOf(["#"]);
    expect(qrExtent(matrix)).toBe(9);
    const svg = qrSvgMarkup(matrix);
    expect(svg).toContain('viewBox="0 0 9 9"');
    expect(svg).toContain('<rect width="9" height="9" fill="#ffffff"/>');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });

  it("makes a data URL the browser can download as an .svg file", () => {
    const url = svgDataUrl(qrSvgMarkup(matrixOf(["#"])));
    expect(url.startsWith("data:image/svg+xml;charset=utf-8,%3Csvg")).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toContain("</svg>");
  });

  it("scales the PNG by whole pixels per module to about 1000 px", () => {
    const matrix = matrixOf(Array.from({ length: 25 }, () => ".".repeat(25)));
    expect(qrPixelsPerModule(matrix)).toBe(30);
    expect(qrPixelsPerModule(matrix) * qrExtent(matrix)).toBeLessThanOrEqual(1000);
    expect(qrPixelsPerModule(matrix, 5)).toBe(1);
  });
});

describe("QR file names", () => {
  it("names the files after the Twend's link", () => {
    expect(qrFileName("vote-2026", "png")).toBe("twend-vote-2026-qr.png");
    expect(qrFileName("vote-2026", "svg")).toBe("twend-vote-2026-qr.svg");
  });

  it("keeps only characters every file system accepts", () => {
    expect(qrFileName("My Twend / 2026!", "png")).toBe("twend-my-twend-2026-qr.png");
    expect(qrFileName("///", "svg")).toBe("twend-link-qr.svg");
  });
});
