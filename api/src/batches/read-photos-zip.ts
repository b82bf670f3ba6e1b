import { BATCH_LIMITS, BATCH_MESSAGES, fillTemplate } from "@twend/shared";
import { Unzip, UnzipInflate } from "fflate";

export class UnreadableZipError extends Error {
  override name = "UnreadableZipError";
}

/** A photo taken out of the ZIP, or why it could not be. */
export type ZipPhoto = { ok: true; bytes: Buffer } | { ok: false; message: string };

/** How a CSV cell names a file of the ZIP: its own name, whatever folder it sits in, in any case. */
export const zipKey = (fileName: string): string => (fileName.split(/[\\/]/).pop() ?? "").normalize("NFC").toLowerCase();

/** The same name without its extension, for rows matched by the person's name. */
export const stemOf = (key: string): string => key.replace(/\.[^.]*$/, "");

const isPhotoEntry = (path: string) => !path.endsWith("/") && !path.split("/").some((part) => part.startsWith(".") || part === "__MACOSX");

/**
 * Takes out of a ZIP only the files `wanted` asks for (by `zipKey`). Each is inflated as a stream
 * and dropped once it grows past the photo limit, so a file that inflates without end (a ZIP bomb)
 * never fills memory. Throws UnreadableZipError for anything that is not a readable ZIP.
 */
export function readPhotosZip(zip: Uint8Array, wanted: (key: string) => boolean): { photos: Map<string, ZipPhoto>; keys: string[] } {
  if (zip[0] !== 0x50 || zip[1] !== 0x4b) throw new UnreadableZipError(BATCH_MESSAGES.zipUnreadable);
  const photos = new Map<string, ZipPhoto>();
  const keys: string[] = [];
  const tooLarge = (name: string) => ({
    ok: false as const,
    message: fillTemplate(BATCH_MESSAGES.photoTooLarge, { file: name, max: BATCH_LIMITS.photoBytes / (1024 * 1024) }),
  });
  const unzip = new Unzip((file) => {
    if (!isPhotoEntry(file.name)) return;
    const key = zipKey(file.name);
    keys.push(key);
    if (!wanted(key) || photos.has(key)) return;
    const label = file.name.split("/").pop() ?? file.name;
    if ((file.originalSize ?? 0) > BATCH_LIMITS.photoBytes) {
      photos.set(key, tooLarge(label));
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, chunk, final) => {
      if (error) throw new UnreadableZipError(BATCH_MESSAGES.zipUnreadable);
      size += chunk.length;
      if (size > BATCH_LIMITS.photoBytes) {
        file.terminate();
        photos.set(key, tooLarge(label));
        return;
      }
      chunks.push(chunk);
      if (final) photos.set(key, { ok: true, bytes: Buffer.concat(chunks) });
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(zip, true);
  } catch (error) {
    if (error instanceof UnreadableZipError) throw error;
    throw new UnreadableZipError(BATCH_MESSAGES.zipUnreadable, { cause: error });
  }
  return { photos, keys };
}
