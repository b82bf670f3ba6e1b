const SIZE = 256;

let drawn: HTMLCanvasElement | null = null;

/**
 * A head-and-shoulders placeholder drawn as the visitor's photo in the
 * creator's preview, so the slot reads as "a face goes here" and is clipped
 * and bordered exactly as a real photo will be.
 */
export function silhouette(): HTMLCanvasElement {
  if (drawn) return drawn;
  const canvas = document.createElement("canvas");
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext("2d");
  if (ctx) {
    ctx.fillStyle = "#e2e8f0";
    ctx.fillRect(0, 0, SIZE, SIZE);
    ctx.fillStyle = "#94a3b8";
    ctx.beginPath();
    ctx.arc(SIZE / 2, 104, 48, 0, Math.PI * 2);
    ctx.fill();
    ctx.beginPath();
    ctx.ellipse(SIZE / 2, 252, 94, 80, 0, Math.PI, Math.PI * 2);
    ctx.fill();
    ctx.fillRect(SIZE / 2 - 94, 250, 188, SIZE - 250);
  }
  drawn = canvas;
  return canvas;
}
