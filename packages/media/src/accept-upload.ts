import { LIMITS, MESSAGES } from "@twend/shared";
import { fileTypeFromBuffer } from "file-type";
import { decodeDataUrl } from "./data-url.ts";
import { InvalidImageError, UPLOAD_PIXEL_LIMITS, reencodeImage } from "./image-codec.ts";
import { sniffImageType, type MediaMimeType } from "./media-types.ts";
import { UploadRejectedError } from "./upload-error.ts";

/** "dp": a finished DP PNG a visitor publishes on a share page. */
export type UploadKind = "background" | "photo" | "dp";

/** The spec's byte limit of each kind of upload, with the message it names. */
export const UPLOAD_BYTE_LIMITS: Readonly<Record<UploadKind, { maxBytes: number; message: string }>> = {
  background: { maxBytes: LIMITS.backgroundBytes, message: MESSAGES.backgroundTooLarge },
  photo: { maxBytes: LIMITS.generatorPhotoBytes, message: MESSAGES.photoTooLarge },
  dp: { maxBytes: LIMITS.sharedDpBytes, message: MESSAGES.sharedDpTooLarge },
};

export interface AcceptedUpload {
  /** Re-encoded: upright, without metadata or trailing bytes. These are what get stored. */
  bytes: Buffer;
  mimeType: MediaMimeType;
  width: number;
  height: number;
}

// Declared types a browser gives JPG, PNG and WebP files ("image/jpg" is not
// registered but some tools send it).
const DECLARED: Readonly<Record<string, MediaMimeType>> = {
  "image/png": "image/png",
  "image/jpeg": "image/jpeg",
  "image/jpg": "image/jpeg",
  "image/webp": "image/webp",
};

// What file-type reads from the bytes. An animated PNG is a valid PNG whose
// first frame every decoder shows; it is stored as that still frame.
const DETECTED: Readonly<Record<string, MediaMimeType>> = {
  "image/png": "image/png",
  "image/apng": "image/png",
  "image/jpeg": "image/jpeg",
  "image/webp": "image/webp",
};

/**
 * Turns an uploaded data URL into bytes safe to store and serve.
 *
 * In order, each step cheaper than the next: the data URL's syntax and length
 * (the byte limit of `kind`, before decoding base64); the real type from the
 * bytes (`file-type`): PNG, JPEG or WebP only, and it must be the type the data
 * URL declares (a JPEG sent as `image/png` is refused, not quietly renamed, so
 * a client's mistake shows up where it is made); the size in the header (at
 * most 8000 px a side and 40 MP, before any pixel is decoded); then a full
 * decode and re-encode, which turns the image upright and drops EXIF, GPS and
 * anything appended to the file.
 *
 * Throws UploadRejectedError (400, or 413 for too many bytes or pixels).
 */
export async function acceptUpload(dataUrl: unknown, kind: UploadKind): Promise<AcceptedUpload> {
  const limit = UPLOAD_BYTE_LIMITS[kind];
  const { declaredType, bytes } = decodeDataUrl(dataUrl, limit.maxBytes, limit.message);

  const declared = DECLARED[declaredType];
  if (!declared) throw new UploadRejectedError("unsupported-type", 400, MESSAGES.imageUnsupportedType);
  return acceptImageBytes(bytes, declared);
}

/**
 * The checks of `acceptUpload` after the data URL: for image files that arrive another way (a
 * creator's ZIP of photos), with no declared type to match when `declared` is not given.
 */
export async function acceptImageBytes(bytes: Buffer, declared?: MediaMimeType): Promise<AcceptedUpload> {
  const detected = DETECTED[(await fileTypeFromBuffer(bytes))?.mime ?? ""];
  if (!detected && sniffImageType(bytes)) {
    // The right magic bytes but nothing file-type recognises after them: a damaged image, not a wrong type.
    throw new UploadRejectedError("corrupt", 400, MESSAGES.imageUnreadable);
  }
  if (!detected) throw new UploadRejectedError("unsupported-type", 400, MESSAGES.imageUnsupportedType);
  if (declared && declared !== detected) throw new UploadRejectedError("type-mismatch", 400, MESSAGES.imageTypeMismatch);

  try {
    const { bytes: clean, mimeType, width, height } = await reencodeImage(bytes, UPLOAD_PIXEL_LIMITS);
    return { bytes: clean, mimeType, width, height };
  } catch (error) {
    throw asUploadRejection(error);
  }
}

function asUploadRejection(error: unknown): unknown {
  if (!(error instanceof InvalidImageError)) return error;
  switch (error.reason) {
    case "too-large":
      return new UploadRejectedError("too-many-pixels", 413, MESSAGES.imageTooManyPixels, { cause: error });
    case "unsupported-type":
      return new UploadRejectedError("unsupported-type", 400, MESSAGES.imageUnsupportedType, { cause: error });
    case "corrupt":
      return new UploadRejectedError("corrupt", 400, MESSAGES.imageUnreadable, { cause: error });
  }
}
