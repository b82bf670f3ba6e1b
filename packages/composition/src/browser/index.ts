// @twend/composition/browser: the browser's adapter (the generator). The
// drawing itself is the package's core; this adds fonts, decoding and PNG export.
export { loadBrowserFonts, type FontUrls, type LoadBrowserFontsOptions } from "./fonts.ts";
export { decodeImage } from "./decode-image.ts";
export { composeToCanvas, toPngBlob, type BrowserCanvas, type BrowserImage } from "./compose-to-canvas.ts";
export { browserAlphaCanvas } from "./alpha-sample-canvas.ts";
