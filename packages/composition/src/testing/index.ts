// @twend/composition/testing: scenes, images, comparisons and the Chromium
// page shared by the package's golden tests, the browser parity test (e2e/)
// and bench/compose. Node only; the page's own script is page/harness.ts.
export { makeImage, type ImageRecipe } from "./scene-images.ts";
export { FACE_PHOTO_SET, PORTRAIT_FACE, makeFacePhoto, type FacePhoto, type FacePhotoRecipe } from "./face-photos.ts";
export { PARITY_SCENES, type Scene, sceneDesign } from "./scenes.ts";
export { renderScene, sceneRenderOptions } from "./render-scene.ts";
export { markSampleMisses, readFooter, stripTopOf, type Box, type FooterReading, type MarkSampleMiss } from "./footer-probe.ts";
export { PARITY_LIMITS, compareImages, decodeRgba, diffPng, withinParity, type ImageDiff, type RgbaImage } from "./image-diff.ts";
export { GLYPH_PROBES, glyphProbeFailures, type ArabicShaping, type GlyphProbeResult } from "./glyph-probes.ts";
export { openComposePage, type ComposePage } from "./browser-page.ts";
export type { PageBenchFigures } from "./harness-api.ts";
