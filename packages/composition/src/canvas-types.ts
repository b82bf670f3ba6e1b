/*
 * The slice of the 2D canvas API that composition uses, declared here so this
 * package needs neither the DOM library nor a canvas package. The browser's
 * CanvasRenderingContext2D / OffscreenCanvasRenderingContext2D and
 * @napi-rs/canvas's SKRSContext2D all satisfy DpContext structurally
 * (type-tests/ checks each one).
 */

/** Anything drawable with a natural size: HTMLImageElement, ImageBitmap, @napi-rs Image, a canvas. */
export interface DpImage {
  readonly width: number;
  readonly height: number;
}

export interface DpCanvas {
  width: number;
  height: number;
}

export interface DpTextMetrics {
  readonly width: number;
}

/** A linear gradient as returned by the context, to be written to fillStyle. */
export interface DpGradient {
  addColorStop(offset: number, color: string): void;
}

/** What a vector logo draws with: paths, paint and line settings, no images or text. */
export interface DpPathContext {
  // Written only: each implementation reads back its own union of paint types.
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  // Implementations type this as a union of keywords; only valid keywords are written.
  lineCap: string;
  save(): void;
  restore(): void;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  bezierCurveTo(cp1x: number, cp1y: number, cp2x: number, cp2y: number, x: number, y: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  fill(): void;
  stroke(): void;
  createLinearGradient(x0: number, y0: number, x1: number, y1: number): DpGradient;
}

export interface DpContext<Img extends DpImage = DpImage> extends DpPathContext {
  readonly canvas: DpCanvas;
  font: string;
  // Implementations type these as unions of keywords; only valid keywords are written.
  textAlign: string;
  textBaseline: string;
  direction: string;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: string;
  rect(x: number, y: number, width: number, height: number): void;
  clip(): void;
  translate(x: number, y: number): void;
  rotate(angle: number): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  strokeRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): DpTextMetrics;
  drawImage(image: Img, dx: number, dy: number, dw: number, dh: number): void;
  drawImage(image: Img, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}
