import { randomUUID } from "node:crypto";
import { constants } from "node:fs";
import { access, mkdir, open, readFile, rename, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { mediaLinks, type MediaLinks } from "./media-links.ts";
import {
  MEDIA_EXTS,
  assertMediaHash,
  extForMimeType,
  mediaKey,
  mediaPath,
  mimeTypeForExt,
  sha256Hex,
  sniffImageType,
  type MediaExt,
  type MediaMimeType,
} from "./media-types.ts";

export interface MediaStat {
  hash: string;
  ext: MediaExt;
  mimeType: MediaMimeType;
  byteSize: number;
}

export interface StoredMedia extends MediaStat {
  /** `/media/{hash}.{ext}`: what a row keeps to refer to the file (see MediaLinks); clients get `MediaStore.url`. */
  path: string;
  /** False when the same bytes were already stored (nothing was written). */
  created: boolean;
}

/** A stored file being read: its size is known before its first byte. */
export interface MediaReadStream extends MediaStat {
  /** The bytes, read as they are consumed; the caller ends it (consumes or destroys it). It may fail part way (a lost connection to S3). */
  body: Readable;
}

/**
 * Content-addressed storage of media files. An object is named by the sha256
 * of its bytes, so it never changes once written. Wherever `ext` is optional,
 * leaving it out looks the hash up under every known extension. Its links
 * (`url`, `urlOf`, `parseUrl`) say where clients fetch what it holds.
 */
export interface MediaStore extends MediaLinks {
  /** Stores image bytes under their hash; the type is sniffed from the bytes. */
  put(bytes: Uint8Array): Promise<StoredMedia>;
  /** The whole file in memory, for code that works on its bytes (decoding, drawing). */
  read(hash: string, ext?: MediaExt): Promise<Buffer | null>;
  /** The file as a stream, for passing it on without holding it (the API's `/media` route); null when it is not stored. */
  stream(hash: string, ext?: MediaExt): Promise<MediaReadStream | null>;
  stat(hash: string, ext?: MediaExt): Promise<MediaStat | null>;
  exists(hash: string, ext?: MediaExt): Promise<boolean>;
  /** True when a file was removed. */
  delete(hash: string, ext?: MediaExt): Promise<boolean>;
  /** Throws when the store cannot be used at all (folder or bucket missing, no access): for health checks. */
  check(): Promise<void>;
  /** Releases connections (S3); the store is not used afterwards. */
  close(): Promise<void>;
}

export class UnsupportedMediaError extends Error {
  override readonly name = "UnsupportedMediaError";
}

/** Name, type and size of bytes about to be stored; every backend names objects this way. */
export function describeMedia(bytes: Uint8Array): Omit<StoredMedia, "created"> {
  const mimeType = sniffImageType(bytes);
  if (!mimeType) throw new UnsupportedMediaError("Only PNG, JPEG and WebP images can be stored");
  const hash = sha256Hex(bytes);
  const ext = extForMimeType(mimeType);
  return { hash, ext, mimeType, byteSize: bytes.byteLength, path: mediaPath(hash, ext) };
}

/** Finds a stored object by hash, trying every known extension when `ext` is not given; every backend looks up this way. */
export async function locateMedia(
  hash: string,
  ext: MediaExt | undefined,
  statOne: (hash: string, ext: MediaExt) => Promise<MediaStat | null>,
): Promise<MediaStat | null> {
  assertMediaHash(hash);
  for (const candidate of ext ? [ext] : MEDIA_EXTS) {
    const found = await statOne(hash, candidate);
    if (found) return found;
  }
  return null;
}

/**
 * A MediaStore on the local disk: `{rootDir}/{hash[0..2]}/{hash}.{ext}`.
 * The two-character shard keeps directories small. Writes go to a temporary
 * file in the same directory and are renamed into place, so a reader never
 * sees a partial file and a crash leaves at most a stray `.tmp`. Media on one
 * machine's disk have no public address: clients fetch them from the API.
 */
export function createLocalMediaStore(rootDir: string): MediaStore {
  const root = path.resolve(rootDir);

  // Only ever called with a validated hash and a typed ext (see assertMediaHash).
  const filePath = (hash: string, ext: MediaExt) => path.join(root, ...mediaKey(hash, ext).split("/"));

  async function statFile(hash: string, ext: MediaExt): Promise<MediaStat | null> {
    try {
      const info = await stat(filePath(hash, ext));
      return info.isFile() ? { hash, ext, mimeType: mimeTypeForExt(ext), byteSize: info.size } : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  const locate = (hash: string, ext: MediaExt | undefined) => locateMedia(hash, ext, statFile);

  return {
    ...mediaLinks(undefined),

    async put(bytes) {
      const result = describeMedia(bytes);
      const { hash, ext } = result;

      // Same bytes, same name: a complete file already there is the same object.
      const existing = await statFile(hash, ext);
      if (existing?.byteSize === bytes.byteLength) return { ...result, created: false };

      const target = filePath(hash, ext);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = path.join(path.dirname(target), `.${hash}.${randomUUID()}.tmp`);
      try {
        const handle = await open(temp, "wx");
        try {
          await handle.writeFile(bytes);
          // Flushed before the rename, or a crash could publish an empty file under the final name.
          await handle.datasync();
        } finally {
          await handle.close();
        }
        await rename(temp, target);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      return { ...result, created: true };
    },

    async read(hash, ext) {
      const found = await locate(hash, ext);
      if (!found) return null;
      try {
        return await readFile(filePath(found.hash, found.ext));
      } catch (error) {
        // Deleted between the stat and the read.
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async stream(hash, ext) {
      const found = await locate(hash, ext);
      if (!found) return null;
      let handle;
      try {
        handle = await open(filePath(found.hash, found.ext), "r");
      } catch (error) {
        // Deleted between the stat and the open.
        if (isNotFound(error)) return null;
        throw error;
      }
      // The open file is read to its end even if it is deleted meanwhile; the stream closes it.
      return { ...found, body: handle.createReadStream() };
    },

    stat: locate,

    async exists(hash, ext) {
      return (await locate(hash, ext)) !== null;
    },

    async delete(hash, ext) {
      const found = await locate(hash, ext);
      if (!found) return false;
      try {
        await unlink(filePath(found.hash, found.ext));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    async check() {
      // The folder is created on first write; what must hold is that it can be created and written.
      await mkdir(rootDir, { recursive: true });
      await access(rootDir, constants.W_OK);
    },

    async close() {
      // Nothing held open between calls.
    },
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}
