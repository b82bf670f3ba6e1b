import { createReadStream } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import { Readable } from "node:stream";

/**
 * Random access to a ZIP's bytes wherever they are, in memory (a data URL's) or in a file (a
 * streamed upload's): a batch reads its directory and then one photo at a time, so a ZIP on disk
 * is never held whole.
 */
export interface ZipSource {
  readonly size: number;
  /** `length` bytes from `offset`, fewer where the ZIP ends first. */
  read(offset: number, length: number): Promise<Buffer>;
  /** The same bytes as a stream, a chunk at a time. */
  stream(offset: number, length: number): Readable;
}

/** A ZIP open for reading until `close`, which lets go of its file (nothing, for one in memory). */
export interface OpenZipSource extends ZipSource {
  close(): Promise<void>;
}

export function bufferZipSource(bytes: Buffer): OpenZipSource {
  const slice = (offset: number, length: number) => bytes.subarray(offset, Math.min(bytes.length, offset + length));
  return {
    size: bytes.length,
    read: (offset, length) => Promise.resolve(slice(offset, length)),
    stream: (offset, length) => Readable.from([slice(offset, length)]),
    close: () => Promise.resolve(),
  };
}

export async function fileZipSource(path: string): Promise<OpenZipSource> {
  const file: FileHandle = await open(path, "r");
  try {
    const { size } = await file.stat();
    return {
      size,
      async read(offset, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
        const { bytesRead } = await file.read(buffer, 0, buffer.length, offset);
        return buffer.subarray(0, bytesRead);
      },
      // A stream of its own for each range: destroying a stream made from the handle closes the handle.
      stream: (offset, length) => (length > 0 ? createReadStream(path, { start: offset, end: offset + length - 1 }) : Readable.from([])),
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}
