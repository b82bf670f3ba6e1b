import { LIMITS, REFERENCE_SIZE, type FrameMode } from "@twend/shared/constants";
import type { DpImage, DpPathContext } from "./canvas-types.ts";
import { cssFont, fontStack, fontString } from "./fonts.ts";
import { footerHeight } from "./page-measures.ts";
import { placePhoto, type PhotoPlacement, type PhotoTransform } from "./photo-placement.ts";

/** Side margin kept free when a long name is shrunk, as a fraction of the output width. */
export const TEXT_MARGIN_RATIO = 0.04;
export const FOOTER_BACKGROUND = "#ffffff";
export const FOOTER_TEXT_COLOR = "#4b5563";
/** Colour used when a design colour is not a valid CSS colour (the canvas ignores those). */
export const FALLBACK_COLOR = "#ffffff";

/**
 * The footer rule. A white strip is ADDED BELOW the background, never drawn
 * over it: output width = background width, output height = background height
 * + strip height, where strip height = clamp(round(0.08 × background height),
 * 40, 80) px. The strip carries 'Made with' followed by the logo, or the text
 * 'Made with {host}' when no logo is given, centred, shrunk to fit narrow
 * images. In preview mode the whole output, strip included, is scaled down.
 */
export const FOOTER_RULE =
  "A white strip of height clamp(round(0.08 x background height), 40, 80) px is added below the background " +
  "(output height = background height + strip height); it carries 'Made with' + logo, or 'Made with {host}' without a logo.";

export type AvatarShape = "circle" | "square";

export const DEFAULT_FRAME_MODE: FrameMode = "slot";

/** The design fields of a Twend, in the 500x500 reference space (names as in the API). */
export interface DpDesign {
  /** Top-left corner of the avatar slot. */
  avatar_x: number;
  avatar_y: number;
  avatar_size: number;
  avatar_shape: AvatarShape;
  /** Border colour of the avatar slot. */
  avatar_color: string;
  /** Centre of the name. */
  text_x: number;
  text_y: number;
  text_font: string;
  text_size: number;
  text_color: string;
  include_text: boolean;
  /** Absent: DEFAULT_FRAME_MODE. The avatar fields are kept but not drawn in overlay mode. */
  frame_mode?: FrameMode | undefined;
}

export interface DpOptions {
  mode: "full" | "preview";
  /** Longest side of a preview, px; default 400 (the wide generator preview). */
  previewSize?: number;
  photoTransform?: PhotoTransform;
}

/**
 * A logo drawn with Canvas 2D path commands at whatever size the strip needs
 * (TWEND_MARK is the product's).
 */
export interface DpLogo {
  /** Width over height. */
  readonly aspectRatio: number;
  /** Draws the logo with its top-left corner at (x, y), `height` px tall. */
  draw(ctx: DpPathContext, x: number, y: number, height: number): void;
}

export interface DpFooterInput {
  /** Drawn after 'Made with'; without one the strip says 'Made with {host}'. */
  logo?: DpLogo | null | undefined;
  host: string;
}

/**
 * What to draw. The two images may be of different kinds (an HTMLImageElement
 * background, an ImageBitmap photo...); the context must be able to draw both.
 */
export interface DpInput<Bg extends DpImage = DpImage, Photo extends DpImage = Bg> {
  design: DpDesign;
  background: Bg;
  /** Absent for a preview before the visitor picked a photo. */
  photo?: Photo | null | undefined;
  name: string;
  footer: DpFooterInput;
  /** Default: full size. */
  options?: DpOptions | undefined;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface AvatarLayout extends Rect {
  shape: AvatarShape;
  centerX: number;
  centerY: number;
  radius: number;
}

export interface TextLayout {
  /** include_text and a non-blank name. */
  visible: boolean;
  /** The name as drawn (trimmed). */
  text: string;
  x: number;
  y: number;
  /** Before any shrinking to fit. */
  fontSize: number;
  font: string;
  fontFamily: string;
  color: string;
  /** Widest the name may be; a longer one is shrunk. */
  maxWidth: number;
  /** Free margin at each side of the output. */
  margin: number;
}

export interface FooterLayout extends Rect {
  text: string;
  /** 'Made with' when a logo follows, else 'Made with {host}'. */
  hasLogo: boolean;
  fontSize: number;
  fontFamily: string;
  color: string;
  logoHeight: number;
  /** Between the text and the logo. */
  gap: number;
  /** Content wider than this is shrunk. */
  maxContentWidth: number;
}

export interface DpLayout {
  /** Output canvas size. */
  width: number;
  height: number;
  /** Output pixels per background pixel: 1 in full mode, at most 1 in preview mode. */
  scale: number;
  /**
   * Background pixels per reference unit. Positions use x and y separately;
   * sizes (avatar, border, text) use `size` = min(x, y), so an avatar placed
   * inside the reference square stays inside the background on both axes,
   * whatever the background's aspect ratio.
   */
  designScale: { x: number; y: number; size: number };
  background: Rect;
  avatar: AvatarLayout;
  border: { width: number; color: string };
  frameMode: FrameMode;
  /** What the photo covers: the avatar slot's square, or the whole background of an overlay frame. */
  photoWindow: Rect;
  photo: PhotoPlacement | null;
  text: TextLayout;
  footer: FooterLayout;
}

/** The whole geometry of a DP, without drawing: what composeDp draws, where. */
export function layoutDp(input: DpInput): DpLayout {
  const { design, background } = input;
  const bgWidth = background.width;
  const bgHeight = background.height;
  if (!(bgWidth > 0 && bgHeight > 0)) throw new RangeError(`Background has no size (${bgWidth}x${bgHeight})`);

  const options = input.options ?? { mode: "full" };
  const stripHeight = footerHeight(bgHeight);
  const fullHeight = bgHeight + stripHeight;

  let scale = 1;
  if (options.mode === "preview") {
    const previewSize = options.previewSize ?? LIMITS.previewSize.wide;
    if (!(previewSize > 0)) throw new RangeError(`Invalid preview size ${previewSize}`);
    scale = Math.min(1, previewSize / Math.max(bgWidth, fullHeight));
  }
  const width = Math.max(1, Math.round(bgWidth * scale));
  const height = Math.max(2, Math.round(fullHeight * scale));
  const drawnBgHeight = Math.min(height - 1, Math.max(1, Math.round(bgHeight * scale)));

  const sx = bgWidth / REFERENCE_SIZE;
  const sy = bgHeight / REFERENCE_SIZE;
  const sizeScale = Math.min(sx, sy);

  const avatarSize = Math.max(1, design.avatar_size) * sizeScale * scale;
  const avatarX = design.avatar_x * sx * scale;
  const avatarY = design.avatar_y * sy * scale;
  const avatar: AvatarLayout = {
    x: avatarX,
    y: avatarY,
    width: avatarSize,
    height: avatarSize,
    shape: design.avatar_shape === "square" ? "square" : "circle",
    centerX: avatarX + avatarSize / 2,
    centerY: avatarY + avatarSize / 2,
    radius: avatarSize / 2,
  };
  const borderWidth = Math.min(Math.max(LIMITS.avatarBorder.min, LIMITS.avatarBorder.base * sizeScale) * scale, avatarSize / 2);

  const name = input.name.trim();
  const margin = width * TEXT_MARGIN_RATIO;
  const fontSize = Math.max(1, design.text_size) * sizeScale * scale;
  const text: TextLayout = {
    visible: design.include_text && name.length > 0,
    text: name,
    x: design.text_x * sx * scale,
    y: design.text_y * sy * scale,
    fontSize,
    font: cssFont(fontSize, design.text_font),
    fontFamily: fontStack(design.text_font),
    color: design.text_color,
    maxWidth: Math.max(1, width - 2 * margin),
    margin,
  };

  const footerRectHeight = height - drawnBgHeight;
  const hasLogo = Boolean(input.footer.logo && input.footer.logo.aspectRatio > 0);
  const host = input.footer.host.trim();
  const footerFontSize = footerRectHeight * 0.36;
  const footer: FooterLayout = {
    x: 0,
    y: drawnBgHeight,
    width,
    height: footerRectHeight,
    text: hasLogo || host.length === 0 ? "Made with" : `Made with ${host}`,
    hasLogo,
    fontSize: footerFontSize,
    fontFamily: fontStack("Arial"),
    color: FOOTER_TEXT_COLOR,
    logoHeight: footerRectHeight * 0.5,
    gap: footerFontSize * 0.4,
    maxContentWidth: width * 0.92,
  };

  const backgroundRect: Rect = { x: 0, y: 0, width, height: drawnBgHeight };
  const frameMode: FrameMode = design.frame_mode === "overlay" ? "overlay" : "slot";
  const photoWindow: Rect = frameMode === "overlay" ? backgroundRect : { x: avatar.x, y: avatar.y, width: avatar.width, height: avatar.height };
  return {
    width,
    height,
    scale,
    designScale: { x: sx, y: sy, size: sizeScale },
    background: backgroundRect,
    avatar,
    border: { width: borderWidth, color: design.avatar_color },
    frameMode,
    photoWindow,
    photo: input.photo ? placePhoto(input.photo, photoWindow, options.photoTransform) : null,
    text,
    footer,
  };
}

export interface FittedText {
  fontSize: number;
  font: string;
  x: number;
  width: number;
}

/**
 * Shrinks the name until it fits `maxWidth`, then moves its centre just
 * enough to keep it inside the output's margins. `measure` returns the
 * drawn width at a font size (ctx.measureText in composeDp).
 */
export function fitText(text: TextLayout, outputWidth: number, measure: (font: string) => number): FittedText {
  let fontSize = text.fontSize;
  let font = fontString(fontSize, text.fontFamily);
  let width = measure(font);
  // Text width is nearly proportional to the size; hinting can leave it a hair
  // over, hence the few extra, slightly smaller steps.
  for (let attempt = 0; width > text.maxWidth && attempt < 6; attempt++) {
    fontSize = Math.max(1, fontSize * (text.maxWidth / width) * (attempt === 0 ? 1 : 0.97));
    font = fontString(fontSize, text.fontFamily);
    width = measure(font);
    if (fontSize === 1) break;
  }
  const half = width / 2;
  const low = text.margin + half;
  const high = outputWidth - text.margin - half;
  const x = low <= high ? clamp(text.x, low, high) : outputWidth / 2;
  return { fontSize, font, x, width };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
