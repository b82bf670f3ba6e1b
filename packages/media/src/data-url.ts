import { MESSAGES } from "@twend/shared";
import { UploadRejectedError } from "./upload-error.ts";

export interface DecodedDataUrl {
  /** The media type the client declared, lower-cased. Not trusted: the bytes decide. */
  declaredType: string;
  bytes: Buffer;
}

// "data:" type "/" subtype, optional ";name=value" parameters, then ";base64,".
// Percent-encoded (non-base64) data URLs are refused: no image upload produces one,
// and they are how markup such as SVG is usually smuggled in.
const HEADER = /^data:([a-z0-9!#$&^_.+-]{1,64}\/[a-z0-9!#$&^_.+-]{1,64})((?:;[a-z0-9!#$&^_.+-]{1,64}=[^;,]{0,128})*);base64,$/i;
const MAX_HEADER_LENGTH = 512;
// Canonical base64 only: Buffer.from(…, "base64") silently skips anything else,
// which would let a malformed payload decode to some other bytes.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes a `data:<type>;base64,<payload>` URL such as the browser's
 * `FileReader.readAsDataURL` makes. Everything that bounds the work is
 * checked on the string before a byte is decoded: the header is looked for in
 * the first few hundred characters only, and a payload longer than `maxBytes`
 * could encode is refused (413) on its length alone.
 */
export function decodeDataUrl(input: unknown, maxBytes: number, tooLargeMessage: string): DecodedDataUrl {
  if (typeof input !== "string") throw notDataUrl();
  const comma = input.slice(0, MAX_HEADER_LENGTH).indexOf(",");
  if (comma < 0) throw notDataUrl();
  const header = HEADER.exec(input.slice(0, comma + 1));
  if (!header?.[1]) throw notDataUrl();

  const payloadLength = input.length - (comma + 1);
  if (payloadLength > 4 * Math.ceil(maxBytes / 3)) {
    throw new UploadRejectedError("too-many-bytes", 413, tooLargeMessage);
  }
  if (payloadLength === 0) throw new UploadRejectedError("empty", 400, MESSAGES.imageEmpty);
  const payload = input.slice(comma + 1);
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) throw notDataUrl();

  const padding = payload.endsWith("==") ? 2 : payload.endsWith("=") ? 1 : 0;
  const byteLength = (payload.length / 4) * 3 - padding;
  if (byteLength > maxBytes) throw new UploadRejectedError("too-many-bytes", 413, tooLargeMessage);
  if (byteLength === 0) throw new UploadRejectedError("empty", 400, MESSAGES.imageEmpty);
  return { declaredType: header[1].toLowerCase(), bytes: Buffer.from(payload, "base64") };
}

function notDataUrl(): UploadRejectedError {
  return new UploadRejectedError("not-data-url", 400, MESSAGES.imageNotDataUrl);
}
