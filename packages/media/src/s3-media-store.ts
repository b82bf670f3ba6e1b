import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { mediaLinks } from "./media-links.ts";
import { describeMedia, locateMedia, type MediaReadStream, type MediaStat, type MediaStore } from "./media-store.ts";
import { assertMediaHash, mediaKey, mimeTypeForExt, type MediaExt } from "./media-types.ts";

export interface S3MediaStoreOptions {
  /** For S3-compatible services (MinIO, R2, s3rver); absent for AWS itself. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** Absent: the SDK's default chain (environment, shared files, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key`; most self-hosted services need it. */
  forcePathStyle?: boolean | undefined;
  /**
   * MEDIA_PUBLIC_URL: where the bucket's objects can be fetched by anyone, by key (the bucket's
   * public URL or a CDN in front of it). Absent: the bucket stays private and clients fetch
   * media from the API's `/media` route.
   */
  publicUrl?: string | undefined;
}

/**
 * A MediaStore in an S3 bucket, so API nodes and workers on several machines
 * share one store. Objects use the local store's key layout
 * (`{hash[0..2]}/{hash}.{ext}`). Without `publicUrl` the bucket stays private
 * and files are served by the API's `/media/:file` route; with it, clients
 * fetch `{publicUrl}/{key}` from the bucket or CDN (see MediaLinks).
 *
 * A missing object must answer 404, not 403: on AWS, give the credentials
 * `s3:ListBucket` on the bucket, or reads of missing files become errors.
 */
export function createS3MediaStore(options: S3MediaStoreOptions): MediaStore {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
  });

  async function head(hash: string, ext: MediaExt): Promise<MediaStat | null> {
    try {
      const found = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: mediaKey(hash, ext) }));
      return { hash, ext, mimeType: mimeTypeForExt(ext), byteSize: found.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  const locate = (hash: string, ext: MediaExt | undefined) => locateMedia(hash, ext, head);

  async function stream(hash: string, ext: MediaExt | undefined): Promise<MediaReadStream | null> {
    assertMediaHash(hash);
    // With the extension known, one GET (its 404 means missing) rather than a HEAD first.
    const known = ext ?? (await locate(hash, undefined))?.ext;
    if (!known) return null;
    let object;
    try {
      object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: mediaKey(hash, known) }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
    // On Node the SDK hands over the HTTP response itself (or a checksum check wrapped around it), unread.
    if (!(object.Body instanceof Readable)) throw new Error(`S3 answered GetObject of ${mediaKey(hash, known)} without a readable body`);
    return { hash, ext: known, mimeType: mimeTypeForExt(known), byteSize: object.ContentLength ?? 0, body: object.Body };
  }

  return {
    ...mediaLinks(options.publicUrl),

    async put(bytes) {
      const result = describeMedia(bytes);
      // Same key, same bytes: a complete object already there is the same object.
      // (A conditional If-None-Match put would save the HEAD, but not every
      // S3-compatible service honours it, and two racing puts write equal bytes anyway.)
      const existing = await head(result.hash, result.ext);
      if (existing?.byteSize === bytes.byteLength) return { ...result, created: false };
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: mediaKey(result.hash, result.ext),
          Body: bytes,
          ContentType: result.mimeType,
          // Content-addressed, so a CDN in front of the bucket may cache it forever too.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
      return { ...result, created: true };
    },

    async read(hash, ext) {
      const found = await stream(hash, ext);
      return found ? buffer(found.body) : null;
    },

    stream,

    stat: locate,

    async exists(hash, ext) {
      return (await locate(hash, ext)) !== null;
    },

    async delete(hash, ext) {
      // S3 deletes answer the same whether or not the key existed; the HEAD tells which.
      const found = await locate(hash, ext);
      if (!found) return false;
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: mediaKey(found.hash, found.ext) }));
      return true;
    },

    async check() {
      // Object lookups cannot tell a missing bucket from a missing object; this can.
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    async close() {
      client.destroy();
    },
  };
}

/** A missing object, not a missing bucket (a misconfiguration, which must surface). */
function isNotFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404 && error.name !== "NoSuchBucket";
}
