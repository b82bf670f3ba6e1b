import { dataPaths, type Config } from "@twend/config";
import type { MediaStore } from "./media-store.ts";
import { createLocalMediaStore } from "./media-store.ts";
import { createS3MediaStore } from "./s3-media-store.ts";

/**
 * The configured media store: the S3-compatible bucket when S3_BUCKET is set
 * (shared by every API and worker machine), its objects public at
 * MEDIA_PUBLIC_URL when that is set; else `DATA_DIR/media` on this disk.
 */
export function createMediaStore(config: Pick<Config, "dataDir" | "s3" | "mediaPublicUrl">): MediaStore {
  return config.s3 ? createS3MediaStore({ ...config.s3, publicUrl: config.mediaPublicUrl }) : createLocalMediaStore(dataPaths(config).media);
}
