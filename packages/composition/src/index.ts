export type { DpCanvas, DpContext, DpGradient, DpImage, DpPathContext, DpTextMetrics } from "./canvas-types.ts";
export {
  BUNDLED_FONT_FAMILIES,
  DEFAULT_DESIGN_FONT,
  FALLBACK_FAMILIES,
  FONT_FAMILIES,
  GENERIC_FAMILIES,
  cssFont,
  fontStack,
  fontString,
  isDesignFont,
  type DesignFont,
  type FallbackFamily,
  type GenericFamily,
} from "./fonts.ts";
export {
  BUNDLED_FONT_FILES,
  DESIGN_FONT_FILES,
  FALLBACK_FONTS,
  SUBSET_RANGES,
  fontFilesFor,
  type BundledFontFile,
  type FallbackFont,
  type FontSubset,
} from "./font-files.ts";
export { textDirection } from "./text-direction.ts";
export { dpFileName } from "./file-name.ts";
export {
  FALLBACK_COLOR,
  FOOTER_BACKGROUND,
  FOOTER_RULE,
  FOOTER_TEXT_COLOR,
  DEFAULT_FRAME_MODE,
  TEXT_MARGIN_RATIO,
  fitText,
  layoutDp,
  type AvatarLayout,
  type AvatarShape,
  type DpDesign,
  type DpFooterInput,
  type DpInput,
  type DpLayout,
  type DpLogo,
  type DpOptions,
  type FittedText,
  type FooterLayout,
  type Rect,
  type TextLayout,
} from "./layout.ts";
export { PHOTO_ZOOM, footerHeight, normalizeRotation } from "./page-measures.ts";
export { clampPhotoTransform, placePhoto, type PhotoPlacement, type PhotoTransform, type Size } from "./photo-placement.ts";
export { EYES_TO_MOUTH_SHARE, WHOLE, placeOnFace, type Face, type FacePlacementInput, type FractionRect } from "./face-placement.ts";
export { alphaSampleSize, frameWindow, hasTransparentWindow, seeThroughBounds, seeThroughShare, type AlphaSampleCanvas, type AlphaSampleContext } from "./see-through.ts";
export { composeDp, type DpResult } from "./compose.ts";
export { TWEND_MARK, TWEND_MARK_COLORS } from "./twend-mark.ts";
