import { constants, crc32, deflateRawSync } from "node:zlib";

export interface HandMadeEntry {
  name: string;
  /** The file's bytes as the ZIP holds them: deflated, unless `stored`. */
  packed: Buffer;
  /** What the headers claim the file unpacks to, true or not. */
  declaredSize: number;
  /** The CRC-32 the headers give; readers that trust the sizes never get to check it. */
  crc?: number;
  stored?: boolean;
}

/** A ZIP written field by field, so its headers can claim what a ZIP tool's never would. */
export function handMadeZip(entries: readonly HandMadeEntry[]): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const fields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: 2.0, deflate
      header.writeUInt16LE(0x800, at + 2); // names are UTF-8
      header.writeUInt16LE(entry.stored ? 0 : 8, at + 4);
      header.writeUInt32LE(entry.crc ?? 0, at + 10);
      header.writeUInt32LE(entry.packed.length, at + 14);
      header.writeUInt32LE(entry.declaredSize, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    fields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    fields(central, 6);
    central.writeUInt32LE(offset, 42);
    parts.push(local, name, entry.packed);
    directory.push(central, name);
    offset += local.length + name.length + entry.packed.length;
  }
  const directorySize = directory.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, ...directory, end]);
}

/** A file stored honestly: deflated, with its true size and CRC-32. */
export const honestEntry = (name: string, bytes: Buffer): HandMadeEntry => ({ name, packed: deflateRawSync(bytes), declaredSize: bytes.length, crc: crc32(bytes) });

const ZERO_PIECE_BYTES = 16 * 1024 * 1024;

/**
 * Deflated bytes of `head` followed by `zeros` zero bytes (a whole number of 16 MB pieces when
 * larger), made without ever holding the zeros: each piece is deflated once and repeated, as a
 * full flush leaves each block byte-aligned and free of references to what came before.
 */
export function deflatedZerosAfter(head: Buffer, zeros: number): Buffer {
  const flushed = (bytes: Buffer) => deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  const pieceBytes = Math.min(zeros, ZERO_PIECE_BYTES);
  const piece = flushed(Buffer.alloc(pieceBytes));
  const pieces = Array.from({ length: Math.floor(zeros / pieceBytes) }, () => piece);
  // An empty final block ends the stream.
  return Buffer.concat([flushed(head), ...pieces, deflateRawSync(Buffer.alloc(0))]);
}
