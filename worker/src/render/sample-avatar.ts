import type { Canvas } from "@napi-rs/canvas";
import { decodeImage } from "@twend/composition/node";
import sharp from "sharp";

// A neutral person silhouette for previews of a Twend before anyone used it. Drawn from an
// SVG string of our own (never user input), so librsvg has nothing external to follow.
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#f9a8d4"/></linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <circle cx="200" cy="160" r="78" fill="#ffffff" fill-opacity="0.92"/>
  <path d="M60 400c0-90 63-150 140-150s140 60 140 150z" fill="#ffffff" fill-opacity="0.92"/>
</svg>`;

let cached: Promise<Canvas> | undefined;

/** Decoded once per render process: every card draws the same one. */
export function sampleAvatar(): Promise<Canvas> {
  cached ??= sharp(Buffer.from(SVG)).png().toBuffer().then(decodeImage);
  return cached;
}
