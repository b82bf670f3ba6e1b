import { heicTo } from "heic-to/csp";

/** JPEG keeps an iPhone photo well within the upload limits; camera HEIC files carry no transparency to lose. */
const OUTPUT = { type: "image/jpeg", quality: 0.92, extension: ".jpg" } as const;

/**
 * Decodes a HEIC/HEIF file into a JPEG file that follows the usual path (the
 * API takes JPG, PNG and WebP only). This module carries the decoder, which is
 * large: it is imported when such a file is picked, never with a page. The
 * decoder's CSP-safe build evaluates no strings and compiles no WebAssembly,
 * so the site's policy holds.
 */
export async function convertHeic(file: File): Promise<File> {
  const jpeg = await heicTo({ blob: file, type: OUTPUT.type, quality: OUTPUT.quality });
  const name = `${file.name.replace(/\.(heic|heif)$/i, "") || "photo"}${OUTPUT.extension}`;
  return new File([jpeg], name, { type: OUTPUT.type, lastModified: file.lastModified });
}
