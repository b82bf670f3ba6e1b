// @twend/composition/node: the server's adapter (worker, API). The drawing
// itself is the package's core; this adds fonts, decoding and encoding.
export { loadServerFonts } from "./fonts.ts";
export { decodeImage } from "./decode-image.ts";
export { DP_MIME_TYPES, JPEG_QUALITY, PNG_COMPRESSION_LEVEL, WEBP_QUALITY, encodeCanvas, type DpFormat } from "./encode-canvas.ts";
export { renderDp, type RenderDpOptions, type RenderedDp } from "./render-dp.ts";
export { nodeAlphaCanvas } from "./alpha-sample-canvas.ts";
