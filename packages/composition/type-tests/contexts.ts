// Compile-only proof (tsconfig.test.json) that every canvas the product draws
// on satisfies DpContext, with that canvas's own image types.
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from "@napi-rs/canvas";
import { TWEND_MARK, composeDp, type DpContext, type DpInput, type DpPathContext } from "../src/index.ts";

const design: DpInput["design"] = {
  avatar_x: 100,
  avatar_y: 100,
  avatar_size: 120,
  avatar_shape: "circle",
  avatar_color: "#ffffff",
  text_x: 250,
  text_y: 300,
  text_font: "Arial",
  text_size: 32,
  text_color: "#ffffff",
  include_text: true,
};

export function browserCanvas(ctx: CanvasRenderingContext2D, background: HTMLImageElement, photo: ImageBitmap): void {
  const images: DpContext<HTMLImageElement | ImageBitmap> = ctx;
  composeDp(images, { design, background, photo, name: "Ada", footer: { host: "twend.example" } });
  composeDp(ctx, { design, background, name: "", footer: { host: "twend.example", logo: TWEND_MARK }, options: { mode: "preview", previewSize: 320 } });
  const paths: DpPathContext = ctx;
  TWEND_MARK.draw(paths, 0, 0, 32);
}

export function offscreenCanvas(ctx: OffscreenCanvasRenderingContext2D, background: ImageBitmap, photo: OffscreenCanvas): void {
  composeDp(ctx, { design, background, photo, name: "Ada", footer: { host: "twend.example", logo: TWEND_MARK } });
}

export function serverCanvas(background: Image, photo: Canvas): void {
  const ctx: SKRSContext2D = createCanvas(1, 1).getContext("2d");
  composeDp(ctx, { design, background, photo, name: "Ada", footer: { logo: TWEND_MARK, host: "twend.example" }, options: { mode: "full" } });
}

export function refusesImagesTheContextCannotDraw(background: HTMLImageElement): void {
  const ctx: SKRSContext2D = createCanvas(1, 1).getContext("2d");
  // @ts-expect-error @napi-rs/canvas cannot draw a DOM image element.
  composeDp(ctx, { design, background, name: "Ada", footer: { host: "twend.example" } });
}
