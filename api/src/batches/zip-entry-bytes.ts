import type { Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";
import { UnreadableZipError, type ZipEntry } from "./zip-directory.ts";
import type { ZipSource } from "./zip-source.ts";

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const STORED = 0;
const DEFLATED = 8;

export interface EntryBytes {
  /** The file's bytes, or its first `limit` when it is longer. */
  bytes: Buffer;
  /** False when the file goes on past `limit`. */
  whole: boolean;
}

/**
 * Unpacks one file of a ZIP, stopping once it has given `limit` bytes whatever its headers claim:
 * counted on the bytes inflated, so a file that inflates without end costs `limit` and no more.
 * Its packed bytes are read and inflated a chunk at a time, on libuv's threads, so neither the
 * memory nor the event loop carries the whole file.
 */
export async function readEntryBytes(zip: ZipSource, entry: ZipEntry, limit: number): Promise<EntryBytes> {
  const start = await packedStart(zip, entry);
  if (entry.method === STORED) {
    const bytes = await zip.read(start, Math.min(entry.packedSize, limit));
    return { bytes, whole: entry.packedSize <= limit };
  }
  return inflateAtMost(zip.stream(start, entry.packedSize), limit);
}

/** Where an entry's packed bytes start, after its local header. */
async function packedStart(zip: ZipSource, entry: ZipEntry): Promise<number> {
  if (entry.encrypted || (entry.method !== STORED && entry.method !== DEFLATED)) throw new UnreadableZipError();
  const at = entry.headerOffset;
  const header = await zip.read(at, LOCAL_SIZE);
  if (header.length < LOCAL_SIZE || header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new UnreadableZipError();
  // The local header's name and extra field may differ in length from the central directory's.
  const start = at + LOCAL_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.packedSize > zip.size) throw new UnreadableZipError();
  return start;
}

async function inflateAtMost(packed: Readable, limit: number): Promise<EntryBytes> {
  const inflater = createInflateRaw();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // Leaving the loop early destroys the inflater, which stops it where it is, and the read feeding it.
    for await (const chunk of packed.pipe(inflater) as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) return { bytes: Buffer.concat(chunks, size).subarray(0, limit), whole: false };
    }
  } catch (error) {
    throw new UnreadableZipError({ cause: error });
  } finally {
    packed.destroy();
  }
  return { bytes: Buffer.concat(chunks, size), whole: true };
}
