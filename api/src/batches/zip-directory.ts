import { BATCH_MESSAGES } from "@twend/shared";
import type { ZipSource } from "./zip-source.ts";

export class UnreadableZipError extends Error {
  override name = "UnreadableZipError";
  constructor(options?: { cause?: unknown }) {
    super(BATCH_MESSAGES.zipUnreadable, options);
  }
}

/** A ZIP listing more files than a batch reads. */
export class TooManyZipFilesError extends Error {
  override name = "TooManyZipFilesError";
}

/** A file as a ZIP's central directory lists it: where its bytes are and how they are packed. */
export interface ZipEntry {
  /** Its path in the ZIP, folders included. */
  name: string;
  /** 0 stored as it is, 8 deflated; anything else cannot be read. */
  method: number;
  encrypted: boolean;
  /** Where its local header starts; its packed bytes follow that header. */
  headerOffset: number;
  packedSize: number;
  /** What the ZIP claims it unpacks to: enough to refuse a file by, never a bound on the work. */
  declaredSize: number;
}

const END_SIGNATURE = 0x06054b50;
const END_SIZE = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_END_SIGNATURE = 0x06064b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
const ZIP64_EXTRA_ID = 0x0001;
/** Where a 2- or 4-byte field says the real value is in the ZIP64 records. */
const WIDE = 0xffffffff;
const UTF8_NAME_FLAG = 0x800;

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The most a central directory may take per file a batch reads: a real entry (its header, a path and
 * a timestamp field) is some 100 bytes, so a directory larger than this is no batch's and is
 * refused before it is read into memory.
 */
const DIRECTORY_BYTES_PER_FILE = 1024;

/**
 * Lists a ZIP's files from its central directory alone, without unpacking anything: refused as
 * unreadable when it lists more than `maxEntries` or points outside the file. ZIP64 records are
 * read, since tools that stream a folder into a ZIP write them whatever its size.
 */
export async function readZipDirectory(zip: ZipSource, maxEntries: number): Promise<ZipEntry[]> {
  const { count, start, size } = await centralDirectory(zip);
  if (count > maxEntries) throw new TooManyZipFilesError();
  if (size > maxEntries * DIRECTORY_BYTES_PER_FILE) throw new UnreadableZipError();
  const directory = await zip.read(start, size);
  const entries: ZipEntry[] = [];
  for (let at = 0, i = 0; i < count; i += 1) {
    if (at + CENTRAL_SIZE > size || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new UnreadableZipError();
    const flags = directory.readUInt16LE(at + 8);
    const nameEnd = at + CENTRAL_SIZE + directory.readUInt16LE(at + 28);
    const extraEnd = nameEnd + directory.readUInt16LE(at + 30);
    const next = extraEnd + directory.readUInt16LE(at + 32);
    if (next > size) throw new UnreadableZipError();
    const wide = zip64Values(directory.subarray(nameEnd, extraEnd));
    // The ZIP64 field holds only the values too large for their own field, in this order.
    const declaredSize = wideOr(directory.readUInt32LE(at + 24), wide);
    const packedSize = wideOr(directory.readUInt32LE(at + 20), wide);
    const headerOffset = wideOr(directory.readUInt32LE(at + 42), wide);
    entries.push({
      name: nameOf(directory.subarray(at + CENTRAL_SIZE, nameEnd), flags),
      method: directory.readUInt16LE(at + 10),
      encrypted: (flags & 1) !== 0,
      headerOffset,
      packedSize,
      declaredSize,
    });
    at = next;
  }
  return entries;
}

/** The end record sits last, followed only by the ZIP's comment (at most 64 KB), so it is looked for in the ZIP's tail. */
const TAIL_BYTES = END_SIZE + 0xffff;
/** The ZIP64 locator, just before the end record. */
const LOCATOR_SIZE = 20;
const ZIP64_END_SIZE = 56;

async function centralDirectory(zip: ZipSource): Promise<{ count: number; start: number; size: number }> {
  const tailStart = Math.max(0, zip.size - TAIL_BYTES - LOCATOR_SIZE);
  const tail = await zip.read(tailStart, zip.size - tailStart);
  const at = endRecordAt(tail);
  let count = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let start = tail.readUInt32LE(at + 16);
  if (count === 0xffff || size === WIDE || start === WIDE) ({ count, size, start } = await zip64End(zip, tail, at));
  if (start + size > zip.size) throw new UnreadableZipError();
  return { count, start, size };
}

function endRecordAt(tail: Buffer): number {
  for (let at = tail.length - END_SIZE; at >= 0 && at >= tail.length - TAIL_BYTES; at -= 1) {
    if (tail.readUInt32LE(at) === END_SIGNATURE) return at;
  }
  throw new UnreadableZipError();
}

async function zip64End(zip: ZipSource, tail: Buffer, endAt: number): Promise<{ count: number; size: number; start: number }> {
  const locatorAt = endAt - LOCATOR_SIZE;
  if (locatorAt < 0 || tail.readUInt32LE(locatorAt) !== ZIP64_LOCATOR_SIGNATURE) throw new UnreadableZipError();
  const record = await zip.read(Number(tail.readBigUInt64LE(locatorAt + 8)), ZIP64_END_SIZE);
  if (record.length < ZIP64_END_SIZE || record.readUInt32LE(0) !== ZIP64_END_SIGNATURE) throw new UnreadableZipError();
  return { count: Number(record.readBigUInt64LE(32)), size: Number(record.readBigUInt64LE(40)), start: Number(record.readBigUInt64LE(48)) };
}

/** The 8-byte values of an entry's ZIP64 extra field, taken one by one as its too-large fields ask for them. */
function zip64Values(extra: Buffer): () => number {
  let field: Buffer | undefined;
  for (let at = 0; at + 4 <= extra.length && !field; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) === ZIP64_EXTRA_ID) field = extra.subarray(at + 4, at + 4 + extra.readUInt16LE(at + 2));
  }
  let read = 0;
  return () => {
    if (!field || read + 8 > field.length) throw new UnreadableZipError();
    read += 8;
    return Number(field.readBigUInt64LE(read - 8));
  };
}

const wideOr = (value: number, wide: () => number): number => (value === WIDE ? wide() : value);

/**
 * Names are UTF-8 when the ZIP says so; many tools write UTF-8 without saying it, so a name that
 * reads as UTF-8 is taken as such, and any other is read byte for byte.
 */
function nameOf(bytes: Buffer, flags: number): string {
  if (flags & UTF8_NAME_FLAG) return bytes.toString("utf8");
  try {
    return utf8.decode(bytes);
  } catch {
    return bytes.toString("latin1");
  }
}
