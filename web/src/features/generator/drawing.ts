// The generator's working code: decoding and drawing (the preview's canvas), moving the photo in
// its window (gestures, controls), and the engine (the drawing ahead of the click, the face
// search, Generate and its server fallback). None of it runs before the visitor acts on the page,
// so it stays out of the page's first load: load-drawing.ts fetches it, with the composition
// module, once they do. Nothing else imports these, so the chunk exports this module's names only
// (see web/vite.config.ts).
export { decodeImage } from "@twend/composition/browser";
export { createGeneratorEngine } from "./generator-engine.ts";
export { QUARTER_TURN, rotateBy, rotateTo, zoomTo } from "./photo-transform.ts";
export { campaignPhotoWindow } from "./photo-window.ts";
export { PreviewCanvas } from "./preview-canvas.tsx";
