import type { HitBoxes, DesignTarget } from "../../features/studio/design-geometry.ts";

/**
 * Outlines the element the arrow keys move, over the composed preview: a
 * white ring under a dashed violet one, visible on light and dark artwork.
 * `pixelRatio` is canvas pixels per CSS pixel, so the line looks the same at
 * any preview size.
 */
export function drawSelection(canvas: HTMLCanvasElement, boxes: HitBoxes, target: DesignTarget, pixelRatio: number): void {
  const rect = target === "text" ? boxes.text : boxes.avatar;
  const ctx = canvas.getContext("2d");
  if (!rect || !ctx) return;
  const pad = 4 * pixelRatio;
  const x = rect.x - pad;
  const y = rect.y - pad;
  const width = rect.width + pad * 2;
  const height = rect.height + pad * 2;
  ctx.save();
  ctx.lineWidth = 3 * pixelRatio;
  ctx.strokeStyle = "rgb(255 255 255 / 0.9)";
  ctx.strokeRect(x, y, width, height);
  ctx.lineWidth = 1.5 * pixelRatio;
  ctx.setLineDash([5 * pixelRatio, 4 * pixelRatio]);
  ctx.strokeStyle = "#7c3aed";
  ctx.strokeRect(x, y, width, height);
  ctx.restore();
}
