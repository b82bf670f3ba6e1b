import { createHash } from "node:crypto";

/** The only image types the product stores and serves. */
export const MEDIA_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
} as const;

export type MediaMimeType = keyof typeof MEDIA_TYPES;
export type MediaExt = (typeof MEDIA_TYPES)[MediaMimeType];

export const MEDIA_EXTS: readonly MediaExt[] = Object.values(MEDIA_TYPES);

const MIME_BY_EXT: Readonly<Record<MediaExt, MediaMimeType>> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
};

/** A media file named by a route or a URL, already proven safe to map to a path. */
export interface MediaRef {
  hash: string;
  ext: MediaExt;
  mimeType: MediaMimeType;
}

const HASH_PATTERN = /^[a-f0-9]{64}$/;
// Anchored and free of any path separator or dot-segment, so a name that
// matches can never leave the shard directory it is joined to.
const FILE_NAME_PATTERN = /^([a-f0-9]{64})\.(png|jpg|webp)$/;

export function sha256Hex(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

export function isMediaHash(value: unknown): value is string {
  return typeof value === "string" && HASH_PATTERN.test(value);
}

export function isMediaMimeType(value: unknown): value is MediaMimeType {
  return typeof value === "string" && Object.hasOwn(MEDIA_TYPES, value);
}

export function isMediaExt(value: unknown): value is MediaExt {
  return typeof value === "string" && Object.hasOwn(MIME_BY_EXT, value);
}

export function extForMimeType(mimeType: MediaMimeType): MediaExt {
  return MEDIA_TYPES[mimeType];
}

export function mimeTypeForExt(ext: MediaExt): MediaMimeType {
  return MIME_BY_EXT[ext];
}

/** Accepts either spelling because rows keep the mime type and routes see the extension. */
export function resolveMediaExt(type: string): MediaExt {
  if (isMediaExt(type)) return type;
  if (isMediaMimeType(type)) return MEDIA_TYPES[type];
  throw new TypeError(`Not a stored media type: ${JSON.stringify(type)}`);
}

export function assertMediaHash(hash: string): void {
  if (!isMediaHash(hash)) throw new TypeError(`Not a sha256 hex digest: ${JSON.stringify(hash)}`);
}

/** The prefix of `mediaPath`: the API route that serves stored files. */
export const MEDIA_ROUTE = "/media/";

/**
 * `/media/{hash}.{ext}`: the API's own route for a stored file, and the
 * reference rows keep (a campaign's background, a blog post's cover), since it
 * names the file whatever serves it. Clients are handed `MediaLinks.url`
 * instead, which is this unless media have a public address. `type` is a mime
 * type (as kept in MediaObject rows) or an extension.
 */
export function mediaPath(hash: string, type: string): string {
  assertMediaHash(hash);
  return `${MEDIA_ROUTE}${hash}.${resolveMediaExt(type)}`;
}

/** The file a `mediaPath` names, or null for any other value. */
export function parseMediaPath(value: string): MediaRef | null {
  return value.startsWith(MEDIA_ROUTE) ? parseMediaFileName(value.slice(MEDIA_ROUTE.length)) : null;
}

/** `{hash[0..2]}/{hash}.{ext}`: the layout of every backend, so a media folder can be copied into a bucket as it is. */
export function mediaKey(hash: string, ext: MediaExt): string {
  return `${hash.slice(0, 2)}/${hash}.${ext}`;
}

/**
 * Parses the file part of a `/media/...` URL. Anything other than 64 lower-case
 * hex characters, a dot and a known extension is refused (null), which is what
 * makes it safe to feed straight from an HTTP route into a file path.
 */
export function parseMediaFileName(name: unknown): MediaRef | null {
  if (typeof name !== "string" || name.length > 70) return null;
  const match = FILE_NAME_PATTERN.exec(name);
  if (!match) return null;
  const [, hash, ext] = match;
  if (!hash || !isMediaExt(ext)) return null;
  return { hash, ext, mimeType: MIME_BY_EXT[ext] };
}

/**
 * Image type from the leading bytes, never from a name or a client's claim.
 * Returns null for anything that is not PNG, JPEG or WebP.
 */
export function sniffImageType(bytes: Uint8Array): MediaMimeType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (startsWith(bytes, JPEG_SIGNATURE)) return "image/jpeg";
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return "image/webp";
  return null;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((byte, i) => bytes[offset + i] === byte);
}
