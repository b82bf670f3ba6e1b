import { HEIC_CONVERSION_FAILED } from "@twend/shared";

/** JPEG keeps an iPhone photo well within the upload limits; camera HEIC files carry no transparency to lose. */
const OUTPUT = { type: "image/jpeg", quality: 0.92, extension: ".jpg" } as const;

export class HeicConversionError extends Error {}

/**
 * Decodes a HEIC/HEIF file into a JPEG file that follows the usual path (the
 * API takes JPG, PNG and WebP only). The decoder is large, so it is imported
 * here, when such a file is picked, and never with a page. Its CSP-safe build
 * evaluates no strings and compiles no WebAssembly, so the site's policy holds.
 */
export async function convertHeic(file: File): Promise<File> {
  try {
    const { heicTo } = await import("heic-to/csp");
    const jpeg = await heicTo({ blob: file, type: OUTPUT.type, quality: OUTPUT.quality });
    const name = `${file.name.replace(/\.(heic|heif)$/i, "") || "photo"}${OUTPUT.extension}`;
    return new File([jpeg], name, { type: OUTPUT.type, lastModified: file.lastModified });
  } catch (error) {
    throw new HeicConversionError(HEIC_CONVERSION_FAILED, { cause: error });
  }
}
