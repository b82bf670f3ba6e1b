import { createInflateRaw } from "node:zlib";
import { UnreadableZipError, type ZipEntry } from "./zip-directory.ts";

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
 * Inflated on libuv's threads, a slice at a time, so the event loop stays free.
 */
export async function readEntryBytes(zip: Buffer, entry: ZipEntry, limit: number): Promise<EntryBytes> {
  const packed = packedBytes(zip, entry);
  if (entry.method === STORED) return packed.length > limit ? { bytes: packed.subarray(0, limit), whole: false } : { bytes: packed, whole: true };
  return inflateAtMost(packed, limit);
}

function packedBytes(zip: Buffer, entry: ZipEntry): Buffer {
  if (entry.encrypted || (entry.method !== STORED && entry.method !== DEFLATED)) throw new UnreadableZipError();
  const at = entry.headerOffset;
  if (at + LOCAL_SIZE > zip.length || zip.readUInt32LE(at) !== LOCAL_SIGNATURE) throw new UnreadableZipError();
  // The local header's name and extra field may differ in length from the central directory's.
  const start = at + LOCAL_SIZE + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.packedSize > zip.length) throw new UnreadableZipError();
  return zip.subarray(start, start + entry.packedSize);
}

async function inflateAtMost(packed: Buffer, limit: number): Promise<EntryBytes> {
  const inflater = createInflateRaw();
  inflater.end(packed);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // Leaving the loop early destroys the inflater, which stops it where it is.
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > limit) return { bytes: Buffer.concat(chunks, size).subarray(0, limit), whole: false };
    }
  } catch (error) {
    throw new UnreadableZipError({ cause: error });
  }
  return { bytes: Buffer.concat(chunks, size), whole: true };
}
