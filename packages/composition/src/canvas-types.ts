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

export interface DpContext<Img extends DpImage = DpImage> {
  readonly canvas: DpCanvas;
  // Written only: each implementation reads back its own union of paint types.
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  font: string;
  // Implementations type these as unions of keywords; only valid keywords are written.
  textAlign: string;
  textBaseline: string;
  direction: string;
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: string;
  save(): void;
  restore(): void;
  beginPath(): void;
  closePath(): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number): void;
  rect(x: number, y: number, width: number, height: number): void;
  clip(): void;
  stroke(): void;
  fillRect(x: number, y: number, width: number, height: number): void;
  clearRect(x: number, y: number, width: number, height: number): void;
  strokeRect(x: number, y: number, width: number, height: number): void;
  fillText(text: string, x: number, y: number): void;
  measureText(text: string): DpTextMetrics;
  drawImage(image: Img, dx: number, dy: number, dw: number, dh: number): void;
  drawImage(image: Img, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}
