import { createCanvas, type Canvas } from "@napi-rs/canvas";

/** A rectangle; its unit (pixels or fractions of a picture) is said where one is made or taken. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The figure's outline in a 400-unit square whose bottom edge it stands on (head, then shoulders). */
const FIGURE = {
  size: 400,
  head: { x: 200, y: 160, radius: 78 },
  /** From the left shoulder's foot up to the neck and down to the right one, as two cubic curves. */
  shoulders: [
    [60, 400],
    [60, 310, 123, 250, 200, 250],
    [277, 250, 340, 310, 340, 400],
  ],
} as const;

/**
 * A neutral stand-in for a visitor's photo on link-preview cards: a soft amber-to-pink gradient
 * over the whole picture with a white head-and-shoulders silhouette, drawn with canvas paths, so
 * nothing is fetched or decoded and any shape can be drawn uncropped. The figure stands on the
 * bottom edge of `figureIn` (pixels; default: the whole picture), centred, as large as its shorter side
 * allows: an overlay frame gets the figure in its see-through part.
 */
export function drawSamplePhoto(width: number, height: number, figureIn?: Box): Canvas {
  const canvas = createCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
  const ctx = canvas.getContext("2d");
  const gradient = ctx.createLinearGradient(0, 0, canvas.width, canvas.height);
  gradient.addColorStop(0, "#fde68a");
  gradient.addColorStop(1, "#f9a8d4");
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, canvas.width, canvas.height);

  const box = figureIn ?? { x: 0, y: 0, width: canvas.width, height: canvas.height };
  const k = Math.min(box.width, box.height) / FIGURE.size;
  ctx.translate(box.x + (box.width - FIGURE.size * k) / 2, box.y + box.height - FIGURE.size * k);
  ctx.scale(k, k);
  ctx.fillStyle = "rgba(255, 255, 255, 0.92)";
  const { head, shoulders } = FIGURE;
  ctx.beginPath();
  ctx.arc(head.x, head.y, head.radius, 0, Math.PI * 2);
  ctx.fill();
  const [start, left, right] = shoulders;
  ctx.beginPath();
  ctx.moveTo(...start);
  ctx.bezierCurveTo(...left);
  ctx.bezierCurveTo(...right);
  ctx.closePath();
  ctx.fill();
  return canvas;
}
