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
  mediaUrl,
  parseMediaFileName,
  sniffImageType,
  type MediaMimeType,
  type MediaExt,
  type MediaRef,
} from "./media-types.ts";
export {
  createLocalMediaStore,
  UnsupportedMediaError,
  type MediaStore,
  type MediaStat,
  type StoredMedia,
} from "./media-store.ts";
export {
  probeImage,
  encodeRgbaToPng,
  makeThumbnail,
  InvalidImageError,
  MAX_IMAGE_PIXELS,
  type ImageInfo,
  type InvalidImageReason,
  type PngOptions,
} from "./image-codec.ts";
export { saveImage, type SavedImage, type MediaObjectDb } from "./save-image.ts";
