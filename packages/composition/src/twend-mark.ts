import type { DpPathContext } from "./canvas-types.ts";
import type { DpLogo } from "./layout.ts";

/*
 * The Twend mark as the site's header draws it (web/src/components/layout/Logo.tsx):
 * a rounded square with a violet-to-pink diagonal gradient and a white person
 * outline, in a 32-unit box.
 *
 * Why path commands rather than an SVG or PNG file: the browser's Web Worker
 * has no decoder for SVG (createImageBitmap refuses it and there is no Image
 * element), the server's decoder refuses SVG on purpose, and a PNG would be
 * resampled by two different scalers and fetched and decoded before the first
 * draw. Paths need no asset to load, so nothing can delay or fail the click,
 * they are sharp at every strip height, and Chromium and @napi-rs/canvas
 * rasterise them with the same Skia code, so both sides get the same pixels.
 */
const BOX = 32;
const CORNER_RADIUS = 9;
export const TWEND_MARK_COLORS = { from: "#7c3aed", to: "#db2777", figure: "#ffffff" } as const;
const FIGURE_LINE_WIDTH = 2.6;
const HEAD = { cx: 16, cy: 13.5, r: 5.5 } as const;
/** The shoulders: M8 25 c1.6-4 4.6-5.6 8-5.6 s6.4 1.6 8 5.6, in absolute cubic segments. */
const SHOULDERS = {
  start: [8, 25],
  curves: [
    [9.6, 21, 12.6, 19.4, 16, 19.4],
    [19.4, 19.4, 22.4, 21, 24, 25],
  ],
} as const;

function drawTwendMark(ctx: DpPathContext, x: number, y: number, height: number): void {
  const unit = height / BOX;
  const px = (value: number) => x + value * unit;
  const py = (value: number) => y + value * unit;
  ctx.save();

  const gradient = ctx.createLinearGradient(x, y, x + height, y + height);
  gradient.addColorStop(0, TWEND_MARK_COLORS.from);
  gradient.addColorStop(1, TWEND_MARK_COLORS.to);
  ctx.fillStyle = gradient;
  ctx.beginPath();
  roundedSquarePath(ctx, x, y, height, CORNER_RADIUS * unit);
  ctx.fill();

  ctx.strokeStyle = TWEND_MARK_COLORS.figure;
  ctx.lineWidth = FIGURE_LINE_WIDTH * unit;
  ctx.beginPath();
  ctx.arc(px(HEAD.cx), py(HEAD.cy), HEAD.r * unit, 0, Math.PI * 2);
  ctx.closePath();
  ctx.stroke();

  ctx.lineCap = "round";
  ctx.beginPath();
  ctx.moveTo(px(SHOULDERS.start[0]), py(SHOULDERS.start[1]));
  for (const [c1x, c1y, c2x, c2y, endX, endY] of SHOULDERS.curves) {
    ctx.bezierCurveTo(px(c1x), py(c1y), px(c2x), py(c2y), px(endX), py(endY));
  }
  ctx.stroke();

  ctx.restore();
}

/** Corner arcs joined by the straight lines arc() adds between them. */
function roundedSquarePath(ctx: DpPathContext, x: number, y: number, size: number, radius: number): void {
  const far = size - radius;
  ctx.arc(x + far, y + radius, radius, -Math.PI / 2, 0);
  ctx.arc(x + far, y + far, radius, 0, Math.PI / 2);
  ctx.arc(x + radius, y + far, radius, Math.PI / 2, Math.PI);
  ctx.arc(x + radius, y + radius, radius, Math.PI, Math.PI * 1.5);
  ctx.closePath();
}

/** The product's logo in the footer strip: pass it as `footer.logo` wherever a DP is drawn. */
export const TWEND_MARK: DpLogo = { aspectRatio: 1, draw: drawTwendMark };
