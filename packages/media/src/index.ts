export {
  MEDIA_TYPES,
  MEDIA_EXTS,
  sha256Hex,
  isMediaHash,
  isMediaMimeType,
  isMediaExt,
  extForMimeType,
  mimeTypeForExt,
  resolveMediaExt,
  mediaPath,
  parseMediaPath,
  parseMediaFileName,
  sniffImageType,
  type MediaMimeType,
  type MediaExt,
  type MediaRef,
} from "./media-types.ts";
export { mediaLinks, type MediaLinks } from "./media-links.ts";
export { createLocalMediaStore, UnsupportedMediaError, type MediaStore, type MediaStat, type MediaReadStream, type StoredMedia } from "./media-store.ts";
export { createS3MediaStore, type S3MediaStoreOptions } from "./s3-media-store.ts";
export { createMediaStore } from "./create-media-store.ts";
export {
  probeImage,
  reencodeImage,
  encodeRgbaToPng,
  makeThumbnail,
  InvalidImageError,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  UPLOAD_PIXEL_LIMITS,
  STORED_PIXEL_LIMITS,
  type ImageInfo,
  type ProbedImage,
  type InvalidImageReason,
  type PixelLimits,
  type PngOptions,
} from "./image-codec.ts";
export { saveImage, type SavedImage, type MediaObjectDb } from "./save-image.ts";
export { acceptImageBytes, acceptUpload, UPLOAD_BYTE_LIMITS, type AcceptedUpload, type UploadKind } from "./accept-upload.ts";
export { UploadRejectedError, type UploadRejectionReason } from "./upload-error.ts";
export { decodeDataUrl } from "./data-url.ts";
