import type { PrismaClient } from "@twend/db";
import { probeImage } from "./image-codec.ts";
import type { MediaStore } from "./media-store.ts";
import type { MediaMimeType } from "./media-types.ts";

export interface SavedImage {
  hash: string;
  /** `/media/{hash}.{ext}`, what a row keeps to refer to the image; clients get `MediaStore.url` (see MediaLinks). */
  path: string;
  mimeType: MediaMimeType;
  width: number;
  height: number;
  byteSize: number;
}

/** The client or a transaction client: saveImage only needs the one model. */
export type MediaObjectDb = Pick<PrismaClient, "mediaObject">;

/**
 * Validates image bytes, stores them and records their MediaObject row.
 * Throws InvalidImageError for anything that is not a readable PNG, JPEG or
 * WebP. Saving the same bytes twice is harmless: same hash, same file, one row.
 */
export async function saveImage(prisma: MediaObjectDb, store: MediaStore, bytes: Uint8Array): Promise<SavedImage> {
  const info = await probeImage(bytes);
  // File first: a row must never point at a file that is not there.
  const stored = await store.put(bytes);
  // ON CONFLICT DO NOTHING, so concurrent saves of the same bytes cannot clash.
  await prisma.mediaObject.createMany({
    data: [{ hash: stored.hash, mimeType: info.mimeType, width: info.width, height: info.height, byteSize: stored.byteSize }],
    skipDuplicates: true,
  });
  return {
    hash: stored.hash,
    path: stored.path,
    mimeType: info.mimeType,
    width: info.width,
    height: info.height,
    byteSize: stored.byteSize,
  };
}
