import { acceptUpload, type UploadKind } from "./accept-upload.ts";
import type { MediaStore } from "./media-store.ts";
import { saveImage, type MediaObjectDb, type SavedImage } from "./save-image.ts";

/**
 * Validates an uploaded data URL (see `acceptUpload`), stores its re-encoded
 * bytes under their hash and records the `media_objects` row. A refused upload
 * throws UploadRejectedError before anything is written.
 */
export async function saveUpload(prisma: MediaObjectDb, store: MediaStore, dataUrl: unknown, kind: UploadKind): Promise<SavedImage> {
  const accepted = await acceptUpload(dataUrl, kind);
  return saveImage(prisma, store, accepted.bytes);
}
