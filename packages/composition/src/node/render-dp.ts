import { createCanvas } from "@napi-rs/canvas";
import { composeDp } from "../compose.ts";
import type { DpDesign } from "../layout.ts";
import type { PhotoTransform } from "../photo-placement.ts";
import { TWEND_MARK } from "../twend-mark.ts";
import { decodeImage } from "./decode-image.ts";
import { DP_MIME_TYPES, encodeCanvas, type DpFormat } from "./encode-canvas.ts";
import { loadServerFonts } from "./fonts.ts";

export interface RenderDpOptions {
  design: DpDesign;
  /** Encoded PNG, JPEG or WebP bytes, as stored. */
  background: Uint8Array;
  /** Absent for a preview before the visitor picked a photo. */
  photo?: Uint8Array | null | undefined;
  name: string;
  /**
   * The strip always carries 'Made with' + the Twend mark, which is drawn with
   * paths and cannot fail to load; `host` is composeDp's text fallback.
   */
  footer: { host: string };
  photoTransform?: PhotoTransform | undefined;
  /** Default "full": the background's natural size plus the footer strip. */
  mode?: "full" | "preview" | undefined;
  /** Longest side of a preview, px (default 400). */
  previewSize?: number | undefined;
  /** Default "png" (downloads); "webp" or "jpeg" for previews and thumbnails. */
  format?: DpFormat | undefined;
}

export interface RenderedDp {
  bytes: Buffer;
  width: number;
  height: number;
  mimeType: string;
}

/**
 * The server's DP: the same composeDp as the browser, on @napi-rs/canvas with
 * the same bundled fonts, encoded by sharp. Full size and preview differ only
 * in `mode`. Throws InvalidImageError (from @twend/media) for bytes that are
 * not a readable image.
 */
export async function renderDp(options: RenderDpOptions): Promise<RenderedDp> {
  loadServerFonts();
  const [background, photo] = await Promise.all([decodeImage(options.background), options.photo ? decodeImage(options.photo) : null]);
  const canvas = createCanvas(1, 1);
  composeDp(canvas.getContext("2d"), {
    design: options.design,
    background,
    photo,
    name: options.name,
    footer: { host: options.footer.host, logo: TWEND_MARK },
    options: {
      mode: options.mode ?? "full",
      previewSize: options.previewSize,
      photoTransform: options.photoTransform,
    },
  });
  const format = options.format ?? "png";
  const bytes = await encodeCanvas(canvas, format);
  return { bytes, width: canvas.width, height: canvas.height, mimeType: DP_MIME_TYPES[format] };
}
