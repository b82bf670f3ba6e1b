import type { DpContext, DpImage } from "./canvas-types.ts";
import { fontString } from "./fonts.ts";
import { textDirection } from "./text-direction.ts";
import { FALLBACK_COLOR, FOOTER_BACKGROUND, fitText, layoutDp, type DpInput, type DpLayout, type DpLogo, type FittedText, type FooterLayout } from "./layout.ts";

export interface DpResult {
  layout: DpLayout;
  /** The name as drawn after shrinking, or null when no name was drawn. */
  text: FittedText | null;
}

/**
 * Draws a DP: background at its natural size, the photo cover-fitted and
 * clipped to the avatar slot, the slot's border, the name, and the footer
 * strip below the background (see FOOTER_RULE). An overlay frame is drawn
 * over the photo instead, which then fills the background's area. Sizes `ctx.canvas` to the
 * layout first, so any canvas will do. The single drawing routine of the
 * product: the browser and the server worker both call it.
 *
 * Images must be decoded and fonts loaded before the call; drawing is synchronous.
 */
export function composeDp<Bg extends DpImage, Photo extends DpImage = Bg>(
  // Inferred from the images only: a DOM context's overloads would infer CanvasImageSource.
  ctx: DpContext<NoInfer<Bg | Photo>>,
  input: DpInput<Bg, Photo>,
): DpResult {
  const layout = layoutDp(input);
  if (ctx.canvas.width !== layout.width || ctx.canvas.height !== layout.height) {
    ctx.canvas.width = layout.width;
    ctx.canvas.height = layout.height;
  }
  ctx.save();
  try {
    ctx.clearRect(0, 0, layout.width, layout.height);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = "high";

    const bg = layout.background;
    const photo = input.photo ?? null;
    if (layout.frameMode === "overlay") {
      if (photo) drawPhoto(ctx, photo, layout, (path) => path.rect(bg.x, bg.y, bg.width, bg.height));
      ctx.drawImage(input.background, bg.x, bg.y, bg.width, bg.height);
    } else {
      ctx.drawImage(input.background, bg.x, bg.y, bg.width, bg.height);
      drawAvatar(ctx, photo, layout);
    }
    const text = drawName(ctx, layout);
    drawFooter(ctx, input.footer.logo ?? null, layout.footer);
    return { layout, text };
  } finally {
    ctx.restore();
  }
}

/** The photo placed, turned and clipped to the path `clipTo` traces. */
function drawPhoto<Img extends DpImage>(ctx: DpContext<Img>, photoImage: Img, layout: DpLayout, clipTo: (path: DpContext<Img>) => void): void {
  const { photo } = layout;
  if (!photo) return;
  ctx.save();
  ctx.beginPath();
  clipTo(ctx);
  ctx.clip();
  ctx.translate(photo.centerX, photo.centerY);
  if (photo.rotation !== 0) ctx.rotate(photo.rotation);
  ctx.drawImage(photoImage, -photo.width / 2, -photo.height / 2, photo.width, photo.height);
  ctx.restore();
}

function drawAvatar<Img extends DpImage>(ctx: DpContext<Img>, photoImage: Img | null, layout: DpLayout): void {
  const { avatar, border } = layout;
  if (photoImage) drawPhoto(ctx, photoImage, layout, (path) => slotPath(path, avatar.shape, avatar.x, avatar.y, avatar.width, 0));
  // The stroke is centred on a path inset by half its width, so the ring lies
  // inside the slot and the DP never grows past the designed avatar size.
  ctx.strokeStyle = FALLBACK_COLOR;
  ctx.strokeStyle = border.color;
  ctx.lineWidth = border.width;
  if (avatar.shape === "square") {
    const inset = border.width / 2;
    ctx.strokeRect(avatar.x + inset, avatar.y + inset, avatar.width - border.width, avatar.height - border.width);
  } else {
    ctx.beginPath();
    slotPath(ctx, "circle", avatar.x, avatar.y, avatar.width, border.width / 2);
    ctx.stroke();
  }
}

function slotPath<Img extends DpImage>(ctx: DpContext<Img>, shape: "circle" | "square", x: number, y: number, size: number, inset: number): void {
  if (shape === "square") {
    ctx.rect(x + inset, y + inset, size - 2 * inset, size - 2 * inset);
  } else {
    ctx.arc(x + size / 2, y + size / 2, Math.max(0, size / 2 - inset), 0, Math.PI * 2);
    ctx.closePath();
  }
}

function drawName<Img extends DpImage>(ctx: DpContext<Img>, layout: DpLayout): FittedText | null {
  const { text } = layout;
  if (!text.visible) return null;
  // Set before measuring: the base direction changes how a mixed-script name is laid out.
  ctx.direction = textDirection(text.text);
  const fitted = fitText(text, layout.width, (font) => {
    ctx.font = font;
    return ctx.measureText(text.text).width;
  });
  ctx.font = fitted.font;
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  // An invalid colour is ignored by the canvas, leaving the fallback in place.
  ctx.fillStyle = FALLBACK_COLOR;
  ctx.fillStyle = text.color;
  ctx.fillText(text.text, fitted.x, text.y);
  return fitted;
}

function drawFooter<Img extends DpImage>(ctx: DpContext<Img>, logo: DpLogo | null, footer: FooterLayout): void {
  ctx.fillStyle = FOOTER_BACKGROUND;
  ctx.fillRect(footer.x, footer.y, footer.width, footer.height);
  // Undo the name's direction: the footer is laid out left to right from its measured width.
  ctx.direction = "ltr";

  const measureAt = (fontSize: number) => {
    ctx.font = fontString(fontSize, footer.fontFamily);
    return ctx.measureText(footer.text).width;
  };
  const logoWidthAt = (logoHeight: number) => (logo && footer.hasLogo ? logo.aspectRatio * logoHeight : 0);
  const contentWidth = (k: number) => measureAt(footer.fontSize * k) + (footer.hasLogo ? footer.gap * k + logoWidthAt(footer.logoHeight * k) : 0);

  // Text and logo shrink together on images too narrow for them.
  const natural = contentWidth(1);
  const k = natural > footer.maxContentWidth ? footer.maxContentWidth / natural : 1;
  const fontSize = footer.fontSize * k;
  const textWidth = measureAt(fontSize);
  const total = contentWidth(k);
  const centerY = footer.y + footer.height / 2;
  const left = footer.x + (footer.width - total) / 2;

  ctx.font = fontString(fontSize, footer.fontFamily);
  ctx.fillStyle = footer.color;
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  ctx.fillText(footer.text, left, centerY);
  if (logo && footer.hasLogo) {
    const logoHeight = footer.logoHeight * k;
    logo.draw(ctx, left + textWidth + footer.gap * k, centerY - logoHeight / 2, logoHeight);
  }
}
